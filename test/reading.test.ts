/**
 * Reading prose: sentences written the way people write, each with the transitions it must give
 * (all of them, and nothing else). The first table is the issue's own set of constructions that
 * a phrase-template engine missed; the second covers ways of writing found across several
 * sources: a state as where something sits or is until an event, an event noun named by its
 * words, guarded branches under one event, orders after a condition, predicates in a series,
 * "either of those", lifecycles of the thing the text is about, steps after a colon.
 */
import { describe, expect, test } from 'vitest';
import { generateFlow } from '../src/generate.js';
import type { FlowNode, XStateResult } from '../src/model/flow.js';

/** A flow's transitions, one line each: "source --EVENT--> target [guard]", sorted. */
export function transitionLines(flow: FlowNode): string[] {
  const out: string[] = [];
  const walk = (node: FlowNode, path: string) => {
    const from = path || '(root)';
    for (const [event, list] of Object.entries(node.on ?? {})) for (const t of list) out.push(`${from} --${event}--> ${t.target ?? '-'}${t.cond ? ` [${t.cond}]` : ''}`);
    for (const t of node.after ?? []) out.push(`${from} --after ${t.delay}--> ${t.target ?? '-'}${t.cond ? ` [${t.cond}]` : ''}`);
    for (const t of node.always ?? []) out.push(`${from} --always--> ${t.target ?? '-'}${t.cond ? ` [${t.cond}]` : ''}`);
    for (const t of node.onDone ?? []) out.push(`${from} --onDone--> ${t.target ?? '-'}`);
    for (const inv of node.invoke ?? []) {
      out.push(`${path} invokes ${inv.src}`);
      for (const t of inv.onDone ?? []) out.push(`${path} --invoke.onDone--> ${t.target}`);
      for (const t of inv.onError ?? []) out.push(`${path} --invoke.onError--> ${t.target}`);
    }
    for (const [name, child] of Object.entries(node.states ?? {})) walk(child, path ? `${path}.${name}` : name);
  };
  walk(flow, '');
  return out.sort();
}

const linesOf = (text: string) => transitionLines((generateFlow({ text, mode: 'full' }) as XStateResult).flow);

const ISSUE: [string, string[]][] = [
  ["The kettle starts in standby. While in standby, you may BOIL; doing so puts the kettle in heating.", ["standby --BOIL--> heating"]],
  ["In scanning, the reader emits a BADGE_OK event, and the barrier moves to raised.", ["scanning --BADGE_OK--> raised"]],
  ["Should a token be inserted in idle, the carousel moves to spinning.", ["idle --TOKEN_INSERTED--> spinning"]],
  ["In proofing, once RISE_DONE arrives, we end up in baking.", ["proofing --RISE_DONE--> baking"]],
  ["Pressing PLAY again during playing leaves the jukebox in playing.", ["playing --PLAY--> playing"]],
  ["Everything begins in docked. From this point a pilot may LAUNCH, putting the craft in flight.", ["docked --LAUNCH--> flight"]],
  ["Calibrating ends with CAL_OK, which leads to ready. A CAL_BAD result instead leads to faulted.", ["calibrating --CAL_BAD--> faulted", "calibrating --CAL_OK--> ready"]],
  ["We start out in a holding state of awaitingPayment, and PAY takes us to paid.", ["awaitingPayment --PAY--> paid"]],
  ["Pressing PRINT moves us into the busy.heating state, and when the nozzle is hot we go to busy.extruding.", ["(root) --PRINT--> busy.heating", "busy.heating --always--> busy.extruding [nozzleIsHot]"]],
  ["Uploading kicks off the pushPhotos service; a failure returns us to reviewing, while success moves on to shared.", ["uploading --invoke.onDone--> shared", "uploading --invoke.onError--> reviewing", "uploading invokes pushPhotos"]],
  ["The error.platform.lookupPlate event sends checking to closed, and done.invoke.lookupPlate sends it to opening.", ["checking --invoke.onDone--> opening", "checking --invoke.onError--> closed", "checking invokes lookupPlate"]],
  ["Two top-level modes exist, armed and disarmed; ARM and DISARM move the alarm from one to the other.", ["armed --DISARM--> disarmed", "disarmed --ARM--> armed"]],
  ["CONTINUE walks the wizard forward one page at a time: intro, then details, then review.", ["details --CONTINUE--> review", "intro --CONTINUE--> details"]],
  ["The toast is shown for 400 ms, then fades for another 400 before it is gone.", ["fading --after 400--> gone", "shown --after 400--> fading"]],
  ["Dimmed has a 30-second timer that switches the screen off.", ["dimmed --after 30000--> off"]],
  ["If timing matters to you, wrap it in a service of its own.", []],
  ["Step 3 \u2013 introduce a cooling state that drops back to idle two seconds later.", ["cooling --after 2000--> idle"]],
  ["From routing the parcel goes to express when isPriority holds, otherwise to standard.", ["routing --always--> express [isPriority]", "routing --always--> standard"]],
  ["If the card is valid when the user presses TAP, we go to approved.", ["(root) --TAP--> approved [cardIsValid]"]],
];

const CONSTRUCTIONS: [string, string[]][] = [
  ["When idle, on the SUBMIT event, transition to submitting.", ["idle --SUBMIT--> submitting"]],
  ["The search box sits idle until the user types something, which moves it to typing.", ["idle --TYPE--> typing"]],
  ["A note is clean until the user types, which makes it dirty. When the save completes it is clean again.", ["clean --TYPE--> dirty", "dirty --SAVE_COMPLETES--> clean"]],
  ["When results arrive, searching goes to results.", ["searching --RESULTS_ARRIVE--> results"]],
  ["When the response arrives, loading goes to done.", ["loading --RESPONSE_ARRIVES--> done"]],
  ["The smart lock is locked by default. When a code is entered: if the code is correct, it unlocks; if it is wrong, it goes to lockedOut; otherwise it stays locked and counts the failed attempt.", ["locked --CODE_ENTERED--> -","locked --CODE_ENTERED--> lockedOut [isWrong]","locked --CODE_ENTERED--> unlocked [codeIsCorrect]"]],
  ["The smart lock is locked by default. After 30 seconds unlocked, it locks itself again.", ["unlocked --after 30000--> locked"]],
  ["In lockedOut, codes are ignored for five minutes, after which the lock returns to locked.", ["lockedOut --after 300000--> locked"]],
  ["A light switch is either off or on, and it starts off. Flipping it when it is off turns it on; flipping it when it is on turns it off.", ["off --FLIP--> on", "on --FLIP--> off"]],
  ["The settings modal starts closed. Clicking the gear button opens it and pressing Escape closes it.", ["closed --CLICK_GEAR_BUTTON--> open", "open --ESCAPE--> closed"]],
  ["Once the code has been sent, the user is on waiting. After two minutes of waiting, the flow moves to resendAvailable. There, clicking 'Resend code' returns to waiting. In either state, submitting the code goes to verified.", ["resendAvailable --RESEND_CODE--> waiting", "resendAvailable --SUBMIT_CODE--> verified", "waiting --SUBMIT_CODE--> verified", "waiting --after 120000--> resendAvailable"]],
  ["From the home screen, pressing Settings moves to the settings screen and pressing Profile moves to the profile screen. From either of those, pressing Back moves to home.", ["home --PROFILE--> profile", "home --SETTINGS--> settings", "profile --BACK--> home", "settings --BACK--> home"]],
  ["The form starts in idle. When the user clicks Submit, go to loading. In loading, if the request succeeds go to success, otherwise go to error. After 5 seconds the error goes back to idle.", ["error --after 5000--> idle", "idle --SUBMIT--> loading", "loading --always--> error", "loading --always--> success [requestSucceeds]"]],
  ["The cart starts in checking. If the cart is empty it immediately goes to empty; otherwise it goes straight to hasItems. Adding an item while empty moves to hasItems.", ["checking --always--> empty [cartIsEmpty]", "checking --always--> hasItems", "empty --ADD_ITEM--> hasItems"]],
  ["In the chat room, pressing Leave disconnects from the room, plays a goodbye sound and goes to the lobby.", ["chatRoom --LEAVE--> lobby"]],
  ["In the list view, clicking the trash icon opens a confirmation dialog. Confirming deletes the item, shows a 'Deleted' toast and returns to the list. Cancelling just closes the dialog and goes back to the list.", ["confirmationDialog --CANCEL--> list", "confirmationDialog --CONFIRM--> list", "list --CLICK_TRASH_ICON--> confirmationDialog"]],
  ["If authenticating takes longer than 10 seconds, show a timeout message and go back to login.", ["authenticating --after 10000--> login"]],
  ["A modem starts in IDLE. From ANSWERED_RING, a CONNECT moves to ONLINE; the host's CLOSE then goes to CLOSING. When the line drops, the user sees the offline screen.", ["ANSWERED_RING --CONNECT--> ONLINE", "CLOSING --LINE_DROPS--> offline", "ONLINE --CLOSE--> CLOSING"]],
  ["The form begins empty. As soon as something is pasted it becomes filled. Pressing 'Send' on a filled form goes to sending.", ["empty --PASTED--> filled", "filled --SEND--> sending"]],
  ["The inbox starts in idle. Pulling down goes to refreshing, which invokes fetchMail. If the fetch fails it moves to offline, and pressing 'Try again' there goes to refreshing.", ["idle --PULL_DOWN--> refreshing", "offline --TRY_AGAIN--> refreshing", "refreshing --invoke.onError--> offline", "refreshing invokes fetchMail"]],
  ["The hero banner has three panels: first, second and third. Forward advances one panel and wraps from the third back to the first. Every 8 seconds the banner also advances on its own.", ["first --FORWARD--> second", "first --after 8000--> second", "second --FORWARD--> third", "second --after 8000--> third", "third --FORWARD--> first"]],
  ["ok so the board: tapping a card on the board opens the viewer. in the viewer, tapping the shade closes it and you're back on the board.", ["board --TAP_CARD--> viewer", "viewer --TAP_SHADE--> board"]],
  ["At any time, pressing Escape closes the panel. The panel opens on its results tab; 'Filters' switches to the filters tab and 'Results' switches back.", ["(root) --ESCAPE--> closed", "filters --RESULTS--> results", "results --FILTERS--> filters"]],
  ["Whenever the flick event happens, the machine will alternate between the on and off states.", ["off --FLICK--> on", "on --FLICK--> off"]],
  ["A delivery scan before that moves it to delivered.",["(root) --DELIVERY_SCAN--> delivered"]],
  ["A passive open moves it to LISTEN.",["(root) --PASSIVE_OPEN--> LISTEN"]],
  ["Here is a simple counting machine with increment, decrement, and reset events, and no states.",["(root) --DECREMENT--> -","(root) --INCREMENT--> -","(root) --RESET--> -"]],
  ["The preceding example has three states: S1, S2, and S3. Once the machine receives event E1, it does a transition from S1 to S2.",["S1 --E1--> S2"]],
  ["The request state invokes the fetchUser service; on success it goes to loaded, and on failure it goes to error.",["request --invoke.onDone--> loaded","request --invoke.onError--> error","request invokes fetchUser"]],
  ["The light is green initially. After 30 seconds it turns yellow, then after 5 seconds it turns red.",["green --after 30000--> yellow","yellow --after 5000--> red"]],
  ["Initially the toggle is inactive. TOGGLE flips it to active, and TOGGLE again flips it back to inactive.",["active --TOGGLE--> inactive","inactive --TOGGLE--> active"]],
  ["From any state, a RESET event returns the machine to its initial idle state.",["(root) --RESET--> idle"]],
  ["The PAUSE event is only handled in the playing state, where it transitions the machine to paused.",["playing --PAUSE--> paused"]],
  ["The editor can be in one of two modes: viewing or editing. Clicking Edit switches to editing, and Save switches back to viewing.",["editing --SAVE--> viewing","viewing --EDIT--> editing"]],
  ["A connection has these states: closed, listen, synSent, established and finWait. It progresses from one state to another in response to events.",[]],
  ["When the `loading` state receives `done.invoke.fetchData`, the machine transitions to `success`.",["loading --invoke.onDone--> success","loading invokes fetchData"]],
  ["If an `error.platform.fetchData` event occurs, we go to `failure`, where the user can send `RETRY` to go back to `loading`.",["(root) --error.platform.fetchData--> failure","failure --RETRY--> loading"]],
  ["Initially, the form is in the editing state. On SUBMIT, it transitions to validating. Validation either succeeds, in which case we go to submitted, or fails, returning us to editing.",["editing --SUBMIT--> validating","validating --VALIDATION_FAILS--> editing","validating --VALIDATION_SUCCEEDS--> submitted"]],
  ["The traffic light cycles through green, yellow and red every 10 seconds.",["green --after 10000--> yellow","red --after 10000--> green","yellow --after 10000--> red"]],
  ["A session times out after 15 minutes of inactivity, at which point the user is logged out.",["(root) --after 900000--> loggedOut"]],
  ["The order is created in the draft state. Once it is submitted, it becomes pending.",["draft --SUBMIT--> pending"]],
  ["The box of an elevator can have three possible states: stopped, moving up, or moving down. For each state, we can transition to the other two possible states.",["movingDown --MOVING_UP--> movingUp","movingDown --STOPPED--> stopped","movingUp --MOVING_DOWN--> movingDown","movingUp --STOPPED--> stopped","stopped --MOVING_DOWN--> movingDown","stopped --MOVING_UP--> movingUp"]],
  ["Calling transmogrify() will set the model's state to 'solid' if it's currently 'plasma', and set it to 'plasma' otherwise.",["plasma --transmogrify--> solid","solid --transmogrify--> plasma"]],
  ["For a simple delayed transition from some_state to some_other_state after 5 seconds, you need an entry handler.",["some_state --after 5000--> some_other_state"]],
  ["Add an eventless transition in the running state that would transition to the expired state as soon as the timer expires.",["running --always--> expired [timerExpires]"]],
  ["The elapsed time is initially 0. By clicking on the start button the stopwatch starts running.",["(root) --CLICK_ON_START_BUTTON--> running"]],
  ["The player has three states: Stopped, Playing and Paused. While Playing, pause moves to Paused and stop moves to Stopped.",["playing --PAUSE--> paused","playing --STOP--> stopped"]],
  ["The modal is hidden by default. Clicking the open button shows it; pressing Escape or clicking the backdrop hides it.",["hidden --CLICK_OPEN_BUTTON--> shown","shown --CLICK_BACKDROP--> hidden","shown --ESCAPE--> hidden"]],
  ["The cart is empty at first. Adding an item makes it active. Removing the last item makes it empty again.",["active --REMOVE_LAST_ITEM--> empty","empty --ADD_ITEM--> active"]],
  ["When the user submits the form, the machine enters the submitting state and calls the submitForm service. When the service resolves, it transitions to success; if it rejects, it transitions to error.",["(root) --SUBMIT_FORM--> submitting","submitting --invoke.onDone--> success","submitting --invoke.onError--> error","submitting invokes submitForm"]],
  ["We model the door with four states: opened, closed, locked, and broken. You can close an opened door, open a closed door, lock a closed door, and unlock a locked door.",["closed --LOCK--> locked","closed --OPEN--> opened","locked --UNLOCK--> unlocked","opened --CLOSE--> closed"]],
  ["When a worker picks it up, the job becomes running.",["(root) --WORKER_PICKS_UP--> running"]],
  ["Our toggle machine has two states, inactive and active. It starts in inactive. Whenever it receives a TOGGLE event, it switches to the other state.",["active --TOGGLE--> inactive","inactive --TOGGLE--> active"]],
  ["The fetch machine starts out idle. Once we send it a FETCH event it moves into the loading state. If the promise resolves, we end up in success; if it rejects, we end up in failure. From failure, RETRY takes us back to loading.",["failure --RETRY--> loading","idle --FETCH--> loading","loading --PROMISE_RESOLVES--> success","loading --REJECT--> failure"]],
  ["A transition from green to yellow happens on the TIMER event. Similarly, TIMER moves the light from yellow to red, and from red back to green.",["green --TIMER--> yellow","red --TIMER--> green","yellow --TIMER--> red"]],
  ["States: idle, running, done. Events: START moves idle to running, FINISH moves running to done.",["idle --START--> running","running --FINISH--> done"]],
  ["There are two final states: success and failure. The machine reaches success when the payment is approved.",["(root) --PAYMENT_APPROVED--> success"]],
  ["When the battery drops below 20%, the phone enters low power mode. Plugging in the charger returns it to normal mode.",["(root) --always--> lowPower [batteryDropsBelow20]","lowPower --PLUG_IN_CHARGER--> normal"]],
  ["The machine has a loading state which invokes fetchData. When fetchData completes, the machine goes to the loaded state, and when it fails, to the failed state.",["loading --invoke.onDone--> loaded","loading --invoke.onError--> failed","loading invokes fetchData"]],
  ["Cards on the board start at rest. Pressing the mouse on a card goes to pressed.",["rest --PRESS_MOUSE--> pressed"]],
  ["When a floor is requested it starts moving, unless the requested floor is the one it is already on, in which case it goes straight to doorsOpen.",["(root) --FLOOR_REQUESTED--> doorsOpen [requestedFloorIsOne]","(root) --FLOOR_REQUESTED--> moving [requestedFloorIsNotOne]"]],
  ["Any rejection sends the report back to draft.",["(root) --REJECTION--> draft"]],
  ["When the bank approves the payment, the app shows success.",["(root) --BANK_APPROVES_PAYMENT--> success"]],
  ["Regardless of the current screen, losing the network connection moves the app to offline, and when the connection comes back it goes to syncing. Syncing finishes with SYNC_DONE and goes to browsing, which is also where the app begins.",["(root) --LOSE_NETWORK_CONNECTION--> offline","offline --CONNECTION_COMES_BACK--> syncing","syncing --SYNC_DONE--> browsing"]],
  ["Pressing Start begins the running cycle, which is made up of filling, washing, rinsing and spinning, in that order. Filling moves to washing when the water level is reached.",["(root) --START--> runningCycle","runningCycle.filling --WATER_LEVEL_REACHED--> runningCycle.washing"]],
  ["A developer can assign it, moving it to InProgress. Once fixed, it goes to Resolved.",["(root) --ASSIGN--> InProgress","InProgress --FIXED--> resolved"]],
  ["The light machine has three states: green, yellow and red. The TIMER event causes green to go to yellow, yellow to go to red and red to go to green.",["green --TIMER--> yellow","red --TIMER--> green","yellow --TIMER--> red"]],
  ["The checkout has three steps: shipping, payment and review. Inside payment there are two sub-states, enteringCard and verifying. Submitting the card moves from enteringCard to verifying. If verification fails, it goes back to enteringCard. When verification succeeds, checkout moves on to review. From review, the user can go back to shipping or place the order, which ends in the confirmed state.",["payment.enteringCard --SUBMIT_CARD--> payment.verifying","payment.verifying --VERIFICATION_FAILS--> payment.enteringCard","payment.verifying --VERIFICATION_SUCCEEDS--> review","review --GO_BACK--> shipping","review --PLACE_ORDER--> confirmed"]],
  ["The microwave is idle until the door is opened, at which point it is in the doorOpen state. Closing the door returns it to idle. Pressing start while idle begins cooking, and the microwave returns to idle when the timer runs out.",["cooking --TIMER_RUNS_OUT--> idle","doorOpen --CLOSE_DOOR--> idle","idle --DOOR_OPENED--> doorOpen","idle --PRESS_START--> cooking"]],
  ["The download can be paused and resumed. Pausing moves it from downloading to paused; resuming moves it back.",["downloading --PAUSE--> paused","paused --RESUME--> downloading"]],
  ["If the user is idle for 10 minutes the session expires and they are sent to the login page.",["(root) --after 600000--> login"]],
  ["Losing the link moves them to reconnecting, which tries the last phone for 10 seconds before giving up and returning to pairing.",["(root) --LOSE_LINK--> reconnecting","reconnecting --after 10000--> pairing"]],
  ["The wizard goes through account, profile and confirm; Next moves forward and Back moves backward. Finish on confirm goes to done.",["account --NEXT--> profile","confirm --BACK--> profile","confirm --FINISH--> done","profile --BACK--> account","profile --NEXT--> confirm"]],
  ["In the waiting room, clicking 'Join' puts the user in the call. Entering the call turns on the camera and microphone. Hanging up takes them to the summary screen; on the way out of the call, the camera and microphone are switched off.",["call --HANG_UP--> summary","waitingRoom --JOIN--> call"]],
  ["A traffic light shows green for 30 seconds, then yellow for 3 seconds, then red for 20 seconds, and then it's green again. If the emergency signal is received, whatever the colour, the light goes to flashingRed until the signal is cleared, after which it restarts at red.",["(root) --EMERGENCY--> flashingRed","flashingRed --SIGNAL_CLEARED--> red","green --after 30000--> yellow","red --after 20000--> green","yellow --after 3000--> red"]],
  ["In preview, tapping the shutter shows the review screen, where 'Retake' goes back to preview and 'Use photo' goes to done. permissionDenied has an 'Open settings' button that opens the system settings.",["preview --TAP_SHUTTER--> review","review --RETAKE--> preview","review --USE_PHOTO--> done"]],
  ["Pressing Cancel at any point returns the card and goes back to idle.",["(root) --CANCEL--> idle"]],
  ["Scrolling near the bottom triggers loadingMore, which invokes fetchNextPage. When the page arrives, the feed returns to idle. If the request fails it moves to loadError.",["(root) --SCROLL_NEAR_BOTTOM--> loadingMore","loadingMore --invoke.onDone--> idle","loadingMore --invoke.onError--> loadError","loadingMore invokes fetchNextPage"]],
  ["The paused state responds to RESUME by going back to running.",["paused --RESUME--> running"]],
  ["A successful response moves it to success; a failed one moves it to error.",["(root) --FAILED--> error","(root) --SUCCESSFUL--> success"]],
  ["This machine has two states, On and Off. It transitions between them whenever it gets the flick event, and it turns a light on or off.",["off --FLICK--> on","on --FLICK--> off"]],
  ["The checkout state contains three child states: shipping, payment, and confirmation. It starts in shipping.",[]],
  ["The timer counts down from 60. When it reaches zero, it moves to the finished state.",["(root) --REACH_ZERO--> finished"]],
  ["If the app loses connection at any point, it shows reconnecting until the connection returns, and then goes to the map.",["(root) --APP_LOSES_CONNECTION--> reconnecting","reconnecting --CONNECTION_RETURNS--> map"]],
  ["Toast notifications start hidden. Posting a message shows the toast. A shown toast hides again after 4 seconds, but if the pointer enters it first, it goes to paused instead. When the pointer leaves a paused toast, it goes to lingering, and half a second later it is hidden.",["hidden --POST--> shown","lingering --after 500--> hidden","paused --POINTER_LEAVES--> lingering","shown --POINTER_ENTERS--> paused","shown --after 4000--> hidden"]],
  ["The landing page automatically moves to the dashboard if the visitor is already signed in. If not, it stays on landing, where 'Log in' opens the login form.",["landing --LOG_IN--> loginForm","landing --always--> dashboard [visitorIsAlreadySignedIn]"]],
  ["The door starts out locked. When the correct code is entered, the door is unlocked. After 10 seconds the door is locked again.",["locked --CORRECT_CODE_ENTERED--> unlocked","unlocked --after 10000--> locked"]],
  ["Receiving a HEADERS frame causes the stream to become open. Sending a RST_STREAM frame causes the stream to become closed.",["(root) --HEADERS--> open","open --RST_STREAM--> closed"]],
  ["From the Connect state, if the TCP connection succeeds, the system moves to OpenSent. If the connection fails, it goes to Active.",["connect --CONNECTION_FAILS--> active","connect --TCP_CONNECTION_SUCCEEDS--> OpenSent"]],
  ["The order begins as a draft. Submitting the order sends it to review. The reviewer can approve it, which moves it to approved, or reject it, which sends it back to draft.",["draft --SUBMIT_ORDER--> review","review --APPROVE--> approved","review --REJECT--> draft"]],
  ["The lamp starts off. Pressing the button turns it on. Pressing it again turns it off.",["off --PRESS_BUTTON--> on","on --PRESS_BUTTON--> off"]],
  ["The job is queued until a worker picks it up, at which point it is running.",["queued --WORKER_PICKS_UP--> running"]],
  ["The call is ringing until the callee picks it up; then it is connected.",["ringing --CALLEE_PICKS_UP--> connected"]],
  ["The GO event takes idle to busy. RESOLVE moves loading to done.", ["idle --GO--> busy", "loading --RESOLVE--> done"]],
  ["Idle -> Loading on FETCH. Loading -> Success on RESOLVE.", ["idle --FETCH--> loading", "loading --RESOLVE--> success"]],
  ["Stopped (PLAY) -> Playing. Playing (PAUSE) -> Paused.", ["playing --PAUSE--> paused", "stopped --PLAY--> playing"]],
  ["idle --FETCH--> loading", ["idle --FETCH--> loading"]],
  ["The rest (STOPPED --EVT_START--> RAMPING) looks fine to me.", ["STOPPED --EVT_START--> RAMPING"]],
  ["FINISH: running -> done. STOP: done -> idle.", ["done --STOP--> idle", "running --FINISH--> done"]],
  ["The lock has locked and unlocked states. Entering the right code unlocks it. Turning the knob locks it again.", ["locked --ENTER_CODE--> unlocked", "unlocked --TURN_KNOB--> locked"]],
  ["Invoices can be draft, sent or cancelled. Sent invoices are cancelled after 7 days.", ["sent --after 604800000--> cancelled"]],
  ["The states are loading and ready. It waits in loading until the data arrives and then moves to ready.", ["loading --DATA_ARRIVES--> ready"]],
  ["The modes are IDLE and HEATING. HEATING continues until the setpoint is reached and then returns to IDLE.", ["HEATING --SETPOINT_REACHED--> IDLE"]],
  ["The printer goes offline whenever the cable is unplugged.", ["(root) --CABLE_UNPLUGGED--> offline"]],
  ["The lamp turns on when the switch is flipped and turns off when it is flipped again.", ["(root) --FLIPPED--> off", "(root) --SWITCH_FLIPPED--> on"]],
  ["The match is pending until both users swipe right, at which point it becomes a match.", ["pending --SWIPE--> match"]],
  ["The ticket becomes a duplicate when merged.", ["(root) --MERGE--> duplicate"]],
  ["The tank starts in filling. Once full it goes to draining.", ["filling --always--> draining [full]"]],
  ["The states are alive and hurt. When the player is hit while alive, they lose a life and go to hurt.", ["alive --HIT--> hurt"]],
  ["The message waits in outbox. After 10 seconds it is sent.", ["outbox --after 10000--> sent"]],
  ["The message waits in outbox. After 10 seconds it is archived.", ["outbox --after 10000--> archived"]],
  ["The steps are permissions and interests. From permissions, 'Allow' and 'Not now' both go on to interests.", ["permissions --ALLOW--> interests", "permissions --NOT_NOW--> interests"]],
  ["The modes are IDLE, HEATING and COOLING. TARGET_REACHED returns HEATING or COOLING to IDLE.", ["COOLING --TARGET_REACHED--> IDLE", "HEATING --TARGET_REACHED--> IDLE"]],
  ["Samples can be RECEIVED, IN_ANALYSIS or PENDING_REVIEW. A `RECEIVED` sample is `IN_ANALYSIS` once it is loaded onto an instrument run (`RUN_STARTED`).", ["RECEIVED --RUN_STARTED--> IN_ANALYSIS"]],
  ["A `RECEIVED` sample is `IN_ANALYSIS` once it is loaded onto an instrument run (`RUN_STARTED`).", ["RECEIVED --RUN_STARTED--> IN_ANALYSIS"]],
  ["Orders start in REVIEW. The reviewer either approves (`APPROVE` → `DONE`) or rejects (`REJECT` → back to `DRAFT`).", ["REVIEW --APPROVE--> DONE", "REVIEW --REJECT--> DRAFT"]],
  ["The claim starts in Submitted. When it is assigned to an adjuster, it is considered Under Review.", ["submitted --ASSIGNED--> underReview"]],
  ["Given I am Offered\nWhen I tap \"Accept\"\nThen my status is On Delivery\n\nGiven I am On Delivery\nWhen I swipe \"Delivered\"\nThen my status is Available", ["offered --ACCEPT--> onDelivery", "onDelivery --DELIVERED--> available"]],
  ["The claim starts in Submitted. It is assigned to an adjuster, at which point it is considered Under Review.", ["submitted --ASSIGN--> underReview"]],
  ["Appointments can be Confirmed or No-Show. If a Confirmed patient has not arrived 15 minutes after the start time, the system flags the appointment as No-Show.", ["confirmed --after 900000--> noShow"]],
  ["New -> Triaged (triager sets priority)\nNeeds Info -> Closed (auto, no reply in 14d)\nIn Review -> Done (merged)", ["inReview --MERGE--> done", "needsInfo --after 1209600000--> closed", "new --TRIAGER_SETS_PRIORITY--> triaged"]],
  ["The machine is READY. Press the coffee button to start BREWING.", ["READY --PRESS_COFFEE_BUTTON--> BREWING"]],
  ["The pipeline starts in running. If the job exceeds 60 minutes, it goes to timed_out.", ["running --after 3600000--> timed_out"]],
  ["The pipeline starts in running. If it runs longer than 60 minutes it is marked timed_out.", ["running --after 3600000--> timed_out"]],
  ["The gate starts in CLOSED. When the agent selects the flight, the gate enters PRE_BOARDING. When the agent presses GENERAL BOARDING, the gate SHALL transition to BOARDING.", ["CLOSED --SELECT_FLIGHT--> PRE_BOARDING", "PRE_BOARDING --GENERAL_BOARDING--> BOARDING"]],
  ["MOTOR_RUNNING goes to MOTOR_FAULT on EVT_OVERCURRENT. MOTOR_FAULT goes back to MOTOR_STOPPED on EVT_FAULT_CLEAR. The rest (STOPPED --EVT_START--> RUNNING) is fine.", ["MOTOR_FAULT --EVT_FAULT_CLEAR--> MOTOR_STOPPED", "MOTOR_RUNNING --EVT_OVERCURRENT--> MOTOR_FAULT", "MOTOR_STOPPED --EVT_START--> MOTOR_RUNNING"]],
  ["The gate display SHALL show CLOSED until the gate agent logs in and selects the flight, whereupon it SHALL enter PRE_BOARDING.", ["CLOSED --SELECT_FLIGHT--> PRE_BOARDING"]],
  ["In Searching, picking up the crate item moves to ReturnCrate.", ["searching --PICK_UP_CRATE_ITEM--> ReturnCrate"]],
  ["A match starts in pending. If nobody sends a message within 24 hours, the match expires (`expired`).", ["pending --after 86400000--> expired"]],
  ["The states are AVAILABLE, NAVIGATING and PICKING. When the fleet manager assigns a pick task (TASK_ASSIGNED) it goes to NAVIGATING, and on arrival at the shelf (ARRIVED) it enters PICKING.", ["AVAILABLE --TASK_ASSIGNED--> NAVIGATING", "NAVIGATING --ARRIVED--> PICKING"]],
  ["The door starts in OPENING. OPENING is exited to OPEN upon the upper limit switch signal (LIMIT_UP).", ["OPENING --LIMIT_UP--> OPEN"]],
  ["FR-3: Idle -> Loading when the user searches.\nSTOP: running -> idle.", ["idle --SEARCH--> loading", "running --STOP--> idle"]],
  ["Books start available. Borrowing an available book makes it loaned. Scanning a loaned book at the desk makes it available again.",["available --BORROW_BOOK--> loaned","loaned --SCAN_BOOK--> available"]],
  ["A courier is Offline at first. Tapping Go Online makes them Available. Pressing B makes her jump.",["offline --B--> jumping","offline --GO_ONLINE--> available"]],
  ["A subscription status is one of `trialing`, `active`, `past_due`, `canceled` or `unpaid`. Subscriptions begin in `trialing`. A failed payment moves it to `past_due`. Once all retries are exhausted it becomes either `canceled` or `unpaid`.",["past_due --RETRIES_EXHAUSTED--> canceled","past_due --RETRIES_EXHAUSTED--> unpaid","trialing --FAILED_PAYMENT--> past_due"]],
  ["A subscription status is one of `trialing`, `active`, `past_due` or `canceled`. Subscriptions begin in `trialing`. A failed payment moves it to `past_due`. Customers can cancel at any time while the subscription is `trialing`, `active` or `past_due`.",["active --CANCEL--> canceled","past_due --CANCEL--> canceled","trialing --CANCEL--> canceled","trialing --FAILED_PAYMENT--> past_due"]],
  ["A subscription status is one of `trialing`, `active` or `canceled`. Subscriptions begin in `trialing`. When the trial ends, the status becomes `active`.",["trialing --TRIAL_ENDS--> active"]],
  ["States:\n- IDLE: nothing runs.\n- FAN_OVERRUN: 90 s, then IDLE.",["FAN_OVERRUN --after 90000--> IDLE"]],
  ["/* charger.c\n *\n *  IDLE      no cell. When a cell is inserted, go to CHARGING.\n *  CHARGING  constant current. When the cell is full, go to DONE.\n *  DONE      LED green. Removing the cell goes back to IDLE.\n *  FAULT     LED red. Entered from CHARGING or DONE whenever the sensor fails.\n */",["CHARGING --SENSOR_FAILS--> FAULT","CHARGING --always--> DONE [cellIsFull]","DONE --REMOVE_CELL--> IDLE","DONE --SENSOR_FAILS--> FAULT","IDLE --CELL_INSERTED--> CHARGING"]],
  ["States:\n- ADV: fast advertising.\n- SLOW_ADV: slow advertising.\n- SLEEP: radio off. Entered after 5 min in SLOW_ADV.",["SLOW_ADV --after 300000--> SLEEP"]],
  ["The endpoint begins in IDLE. Sending an INVITE moves it to CALLING. A 200 (OK) received in CALLING or RINGING moves the endpoint to CONNECTED.",["CALLING --OK--> CONNECTED","IDLE --INVITE--> CALLING","RINGING --OK--> CONNECTED"]],
  ["Each node tracks a liveness state: INIT, UP, SUSPECT or DOWN. A newly configured neighbor starts in INIT. A neighbor in INIT becomes UP upon receipt of a HEARTBEAT. A SUSPECT neighbor returns to UP on receipt of either a PROBE-REPLY or a HEARTBEAT. A HEARTBEAT moves a DOWN neighbor to INIT.",["DOWN --HEARTBEAT--> INIT","INIT --HEARTBEAT--> UP","SUSPECT --PROBE-REPLY--> UP"]],
  ["Back always goes to the previous step — Preferences → Profile, Profile → Account, Review → Preferences. Next goes forward (Account → Profile → Preferences → Review).",["account --NEXT--> profile","preferences --BACK--> profile","preferences --NEXT--> review","profile --BACK--> account","profile --NEXT--> preferences","review --BACK--> preferences"]],
  ["Pressing Back moves one step back: Review → Shipping, Shipping → Cart.",["review --BACK--> shipping","shipping --BACK--> cart"]],
  ["A courier starts Offline. Tapping Go Online makes it Available. When we offer an order, the courier is Offered. Accepting sends them Heading To Restaurant.",["available --OFFER_ORDER--> offered","offered --ACCEPT--> headingToRestaurant","offline --GO_ONLINE--> available"]],
  ["A new incident is In Progress. The assigned agent can place it On Hold. Resuming it returns it to In Progress.",["inProgress --PLACE--> onHold","onHold --RESUME--> inProgress"]],
  ["The Link Layer shall start in the Standby State. The Link Layer shall enter the Advertising State when the Host enables advertising.",["standby --ADVERTISE--> advertising"]],
  ["The ATM starts in IDLE and goes to PIN_ENTRY when a card is inserted. TC-07 No key pressed in PIN_ENTRY for 30 s → expected: card ejected, IDLE.",["IDLE --CARD_INSERTED--> PIN_ENTRY","PIN_ENTRY --after 30000--> IDLE"]],
  ["WELCOME\n - Caller gives a number → LOOKUP.\n - No input after 5 s → REPROMPT.\n\nREPROMPT\n - Caller gives a number → LOOKUP.",["REPROMPT --NUMBER--> LOOKUP","WELCOME --NUMBER--> LOOKUP","WELCOME --after 5000--> REPROMPT"]],
  ["Label created: The sender has made a label. It changes to In transit once we pick it up.\n\nIn transit: Your parcel is moving. When it's loaded onto the van it shows Out for delivery.\n\nOut for delivery: Expect it today! Once the driver hands it over, it's Delivered. If the driver can't deliver, the status becomes Delivery attempted.\n\nDelivery attempted: We'll try again the next day. After the third failed attempt your parcel is Held at depot instead.\n\nHeld at depot: Collect it with the card and photo ID.\n\nDelivered: All done.",["In transit --LOADED--> Out for delivery","Label created --PICK_UP--> In transit","Out for delivery --DRIVER_HANDS--> Delivered","Out for delivery --always--> Delivery attempted [driverCanNotDeliver]"]],
  ["Available (green) — nobody has the room. Tapping \"Book now\" puts it In Use.\n\nStarting Soon (amber) — we switch to this ten minutes before a booking starts.\n\nIn Use (red) — until the meeting ends. Tapping \"End early\" takes it back to Available.",["Available --BOOK_NOW--> In Use","In Use --END_EARLY--> Available"]],
  ["New jobs start in `queued`. When a worker claims the job (you'll receive a `job.claimed` webhook) it moves to `running`.",["queued --job.claimed--> running"]],
  ["A job is `queued`, `running` or `cancelled`. New jobs start in `queued`. A job that stays `queued` for more than 24 hours is automatically `cancelled`.",["queued --after 86400000--> cancelled"]],
  ["If the pin stays `LOW` for 50 ms, the button goes to `PRESSED`.",["(root) --after 50--> PRESSED"]],
  ["A payment starts as `pending`. From `pending`, the payment becomes `paid` when the bank approves it, or goes back to `draft` if the card is declined.",["pending --BANK_APPROVES--> paid","pending --CARD_DECLINED--> draft"]],
  ["A ticket starts as `open`. A ticket can be canceled with `CANCEL` from `open` or `waiting`; it then becomes `canceled`.",["open --CANCEL--> canceled","waiting --CANCEL--> canceled"]],
  ["Tickets are New when they come in. An agent picking one up makes it Open.",["new --AGENT_PICKING_UP--> open"]],
  ["Offers are Pending. If an offer isn't answered in 7 days it lapses to Declined.",["pending --after 604800000--> declined"]],
  ["An offer is Pending. If an offer isn't answered in 7 days it lapses to Declined.",["pending --after 604800000--> declined"]],
  ["The autopilot is OFF or ENGAGED. Pressing AP_DISC while the autopilot is ENGAGED returns it to OFF.",["ENGAGED --AP_DISC--> OFF"]],
  ["The module has four modes: **Command**, **Discoverable**, **Connected** and **Low Power**. A central connecting while the module is Discoverable puts it into Connected.",["Discoverable --CENTRAL_CONNECTING--> Connected"]],
  ["A claim is Open. If no documents arrive within 30 days, the adjuster closes the claim as Withdrawn.",["open --after wait30Days--> withdrawn"]],
  ["The listbox is either open or closed.\n\n- `Down Arrow`: if the listbox is closed, opens it.\n- `Escape`: if the listbox is open, closes it.\n- `Tab`: closes the listbox.",["closed --Down Arrow--> open","open --Escape--> closed","open --Tab--> closed"]],
  ["Focus lasts 25 minutes; when it's over you go to break.",["focus --after 1500000--> break"]],
  ["- The mode button cycles OFF → HEAT → COOL → AUTO → OFF.",["AUTO --MODE_BUTTON--> OFF","COOL --MODE_BUTTON--> AUTO","HEAT --MODE_BUTTON--> COOL","OFF --MODE_BUTTON--> HEAT"]],
  ["The states are Idle, Running and Done. Idle and Running both go to Done when the user cancels.",["idle --CANCEL--> done","running --CANCEL--> done"]],
  ["**AC1** Given I am on the *Request reset* screen, when I submit a registered email, then I see the *Check your email* screen.",["Request reset --SUBMIT_REGISTERED_EMAIL--> Check your email"]],
  ["Given I am on the Login screen, when I submit valid credentials, then I see the Dashboard.",["login --SUBMIT_VALID_CREDENTIALS--> dashboard"]],
  ["Break lasts 5 minutes and then you're back in focus.",["break --after 300000--> focus"]],
  ["The ticket is Pending. When the customer replies it flips back to Open.",["pending --CUSTOMER_REPLIES--> open"]],
  ["`pause()` goes Started → Paused.",["started --pause--> paused"]],
  ["PAUSE moves Started → Paused, and RESUME moves Paused → Started.",["paused --RESUME--> started","started --PAUSE--> paused"]],
  ["STOP works from Running and Paused and goes to Idle.",["paused --STOP--> idle","running --STOP--> idle"]],
  ["`stop()` works from Prepared, Started and Paused and lands in Stopped.",["paused --stop--> stopped","prepared --stop--> stopped","started --stop--> stopped"]],
  ["- `streaming` → `lagging` as soon as replication lag exceeds 30 s.",["streaming --REPLICATION_LAG--> lagging"]],
  ["The check moves OK → WARN as soon as usage passes 80%, and WARN → CRIT once it hits 95%.",["OK --always--> WARN [usagePasses80]","WARN --always--> CRIT [itHits95]"]],
  ["The arm remains UP until the vehicle passes over the exit-side loop, then goes to LOWERING automatically.",["UP --VEHICLE_PASSES--> LOWERING"]],
  ["Approved claims proceed to Payment Pending. Denied claims may be appealed by the policyholder within 60 days, in which case they are reopened in Under Review.",["(root) --APPROVED_CLAIMS--> paymentPending"]],
  ["Probation lasts 90 days, then it goes to Confirmed.",["probation --after wait90Days--> confirmed"]],
  ["States: DRAFT, PENDING_MANAGER, PENDING_FINANCE. `SUBMIT` sends it to your manager (`PENDING_MANAGER`). Manager approves → `PENDING_FINANCE`; manager rejects → back to `DRAFT` with comments.",["DRAFT --SUBMIT--> PENDING_MANAGER","PENDING_MANAGER --MANAGER_APPROVES--> PENDING_FINANCE","PENDING_MANAGER --MANAGER_REJECTS--> DRAFT"]],
  ["The firmware reports one of five states: `idle`, `heating`, `printing`, `paused` and `error`. `M25` pauses a print (`printing` → `paused`).",["printing --M25--> paused"]],
  ["The smart bike lock goes Armed → Alarm on TAMPER, and Alarm → Disarmed on DISARM.",["alarm --DISARM--> disarmed","armed --TAMPER--> alarm"]],
  ["The controller has DOCKED, CLEANING, RETURNING and STUCK states.\n\n- START from DOCKED → CLEANING.\n- BUMPER_STUCK in CLEANING or RETURNING → STUCK.\n- `RESUME` in `STUCK` → `CLEANING`.",["CLEANING --BUMPER_STUCK--> STUCK","DOCKED --START--> CLEANING","RETURNING --BUMPER_STUCK--> STUCK","STUCK --RESUME--> CLEANING"]],
  ["The session states are IDLE, PIN_ENTRY and MENU.\n\nTC-08 Press Cancel in PIN_ENTRY or MENU → expected: card ejected, IDLE.",["MENU --CANCEL--> IDLE","PIN_ENTRY --CANCEL--> IDLE"]],
  ["From `draft`, authors can submit the post (→ `review`) or delete it (→ `deleted`).",["draft --DELETE--> deleted","draft --SUBMIT_POST--> review"]],
  ["Hitting Save in the editing state saves the document and returns to viewing.",["editing --SAVE--> viewing"]],
  ["Idle --START--> Running --PAUSE--> Paused --RESUME--> Running",["idle --START--> running","paused --RESUME--> running","running --PAUSE--> paused"]],
  ["The rest (STOPPED --EVT_START--> RAMPING, RAMPING goes to RUNNING when `speed >= target`, RUNNING --EVT_STOP--> STOPPED) looks fine to me.",["RUNNING --EVT_STOP--> STOPPED","STOPPED --EVT_START--> RAMPING"]],
  ["Add a transition from `idle` to `cooking` on `START`. Add one from `cooking` to `paused` on `DOOR_OPEN`, and from `paused` back to `cooking` on `DOOR_CLOSE`.",["cooking --DOOR_OPEN--> paused","idle --START--> cooking","paused --DOOR_CLOSE--> cooking"]],
  ["`PAUSE` and `RESUME` toggle between `printing` and `paused`.",["paused --RESUME--> printing","printing --PAUSE--> paused"]],
  ["PLAY and PAUSE switch between Playing and Paused.",["paused --PLAY--> playing","playing --PAUSE--> paused"]],
  ["Identity verification runs in Verifying; once it completes the user lands in Verified, and if it errors out they're sent to Manual Review.",["verifying --invoke.onDone--> verified","verifying --invoke.onError--> manualReview","verifying invokes identityVerification"]],
  ["The puzzle box is Sealed until all three dials are right; then it's Open.",["sealed --always--> open [allThreeDialsAreRight]"]],
  ["A new subscriber is placed in Trial. This state ends after 14 days, moving the account to Expired.",["trial --after 1209600000--> expired"]],
  ["Packages left unclaimed for 7 days go from Awaiting Pickup to Returned.",["awaitingPickup --after 604800000--> returned"]],
  ["Seeds kept in Soaking for 8 hours move on to Sprouting.",["soaking --after 28800000--> sprouting"]],
  ["Carts abandoned for 30 minutes move from Active to Abandoned.",["active --after 1800000--> abandoned"]],
  ["The ferry sits in Boarding for 20 minutes; then it's Sailing until ARRIVE puts it in Docked.",["boarding --after 1200000--> sailing","sailing --ARRIVE--> docked"]],
  ["From Draft, Review or Scheduled, DELETE sends a blog post to Trash.",["draft --DELETE--> trash","review --DELETE--> trash","scheduled --DELETE--> trash"]],
  ["From any of Low, High or Fan, TIP_OVER goes to Off.",["fan --TIP_OVER--> off","high --TIP_OVER--> off","low --TIP_OVER--> off"]],
  ["APPROVE and REJECT move a pull request from In Review to Merged and Closed respectively.",["inReview --APPROVE--> merged","inReview --REJECT--> closed"]],
  ["Stages: Applied, Screen, Interview, Offer, Hired, Rejected. In Applied, Screen and Interview, Reject moves the candidate to Rejected.",["applied --REJECT--> rejected","interview --REJECT--> rejected","screen --REJECT--> rejected"]],
  ["On TIMEOUT the client leaves Waiting and enters Retry.",["waiting --TIMEOUT--> retry"]],
  ["When BREW is pressed, the machine leaves Idle and enters Brewing.",["idle --BREW--> brewing"]],
  ["The drone starts on the Ground. TAKEOFF lifts it to Hovering, and from there GO sends it to Flying.",["ground --TAKEOFF--> hovering","hovering --GO--> flying"]],
  ["Inserting a card takes the ATM from Idle to PIN Entry; from there, WRONG_PIN goes to Card Retained.",["PIN_ENTRY --WRONG_PIN--> cardRetained","idle --INSERT_CARD--> PIN_ENTRY"]],
  ["Pause takes it from Running to Paused; Resume, back again.",["paused --RESUME--> running","running --PAUSE--> paused"]],
  ["SPACE takes it from Playing to Paused and back again.",["paused --SPACE--> playing","playing --SPACE--> paused"]],
  ["The states are Stopped, Running and Paused. Pause is available from Running and goes to Paused.",["running --PAUSE--> paused"]],
  ["SUBMIT is valid in `editing` and moves the form to `validating`.",["editing --SUBMIT--> validating"]],
  ["`cancel` is accepted from OPEN or PARTIALLY_FILLED and puts the order in CANCELLED.",["OPEN --cancel--> CANCELLED","PARTIALLY_FILLED --cancel--> CANCELLED"]],
  ["`retry` is only accepted in `failed`, where it sends the job back to `queued`.",["failed --retry--> queued"]],
  ["The job is stuck in Queued. After 10 minutes it moves to Failed.",["queued --after 600000--> failed"]],
  ["The order is held in Review. When a manager approves it, it goes to Approved.",["inReview --MANAGER_APPROVES--> approved"]],
  ["Where the application is found incomplete, the application shall be held in abeyance.",["(root) --always--> abeyance [applicationIsFoundIncomplete]"]],
  ["hey so i'm kinda stuck on my player controller lol. idle -> running when you press move.",["idle --PRESS_MOVE--> running"]],
  ["When the order is Pending, a payment makes it Paid.",["pending --PAYMENT--> paid"]],
  ["If the order is Pending and payment arrives, it becomes Paid.",["pending --PAYMENT_ARRIVES--> paid"]],
  ["Once payment is issued, a claim in Settlement is Closed.",["settlement --PAYMENT_ISSUED--> closed"]],
  ["When the carrier scans it, an order in Shipped is Delivered.",["shipped --CARRIER_SCANS--> delivered"]],
  ["Items can be Available, On Loan, Overdue or Returned. Returning an item, whether On Loan or Overdue, marks it Returned.",["onLoan --RETURN_ITEM--> returned","overdue --RETURN_ITEM--> returned"]],
  ["Unplugging ends the session: from Charging or Preparing the connector goes back to Available.",["charging --UNPLUG--> available","preparing --UNPLUG--> available"]],
  ["| # | Given state | Action | Expected state |\n|---|---|---|---|\n| 2 | editing | SUBMIT | validating |\n| 5 | loggedIn | LOGOUT | editing |",["editing --SUBMIT--> validating","loggedIn --LOGOUT--> editing"]],
  ["| Stage | What ends it | Next stage |\n|---|---|---|\n| Fill | water level reached | Wash |\n| Wash | 40 minutes | Rinse |",["Fill --WATER_LEVEL_REACHED--> Wash","Wash --after 2400000--> Rinse"]],
  ["- `DISARMED`: `arm` → `ARMED`.\n- `ARMED`: `takeoff` → `FLYING`, `disarm` → `DISARMED`.",["ARMED --disarm--> DISARMED","ARMED --takeoff--> FLYING","DISARMED --arm--> ARMED"]],
  ["The pipeline starts in `build`. When the image is built it goes to `test`. In `test`: On success → `deploy`; on failure → `failed`.",["build --IMAGE_BUILT--> test","test --FAILURE--> failed","test --SUCCESS--> deploy"]],
  ["Checkout: `cart` → `shipping` → `payment`.",["cart --CHECKOUT--> shipping","shipping --CHECKOUT--> payment"]],
  ["**Idle**: START → Running. **Running**: STOP → Idle, PAUSE → Paused.",["idle --START--> running","running --PAUSE--> paused","running --STOP--> idle"]],
  ["In `idle`: `FETCH` → `loading`. In `loading`: `RESOLVE` → `success`, `REJECT` → `failure`.",["idle --FETCH--> loading","loading --REJECT--> failure","loading --RESOLVE--> success"]],
  ["Vending lasts about three seconds, after which the machine returns to Idle.",["vending --after 3000--> idle"]],
  ["Cooldown lasts 2 minutes; after that the furnace goes to Idle.",["cooldown --after 120000--> idle"]],
  ["The light stays GREEN for 30 seconds before the controller switches it to YELLOW.",["GREEN --after 30000--> YELLOW"]],
  ["* **Sweep**: a wide swing. The animation lasts 3 seconds, after which he goes to Recover.\n* **Recover**: the damage window. It lasts 2 seconds, then he goes back to Sweep.",["Recover --after 2000--> Sweep","Sweep --after 3000--> Recover"]],
  ["The order waits in Pending until a payment moves it to Paid.",["pending --PAYMENT--> paid"]],
  ["The job stays Queued until a worker moves it to Running.",["queued --WORKER--> running"]],
  ["The lamp stays Off until a switch turns it On.",["off --SWITCH--> on"]],
  ["The robot stays in Charging until a new task sends it to Working.",["charging --NEW_TASK--> working"]],
  ["The lidar hates it, and the robot sits in `FAILED` until a human looks at it.",[]],
  ["The inspector may find a defect, in which case the part goes to Rework.",["(root) --FIND_DEFECT--> rework"]],
  ["The screen shows Results for 5 seconds before returning to Home.",["Results --after 5000--> home"]],
  ["The light stays GREEN for 30 seconds, then turns YELLOW.",["GREEN --after 30000--> YELLOW"]],
  ["The order remains PENDING until the bank confirms, then it moves to PAID.",["PENDING --BANK_CONFIRMS--> PAID"]],
  ["When the hold reason is Awaiting Caller and the caller updates the incident, the state returns to In Progress.",["(root) --CALLER_UPDATES_INCIDENT--> inProgress [holdReasonIsAwaitingCaller]"]],
  ["The Welcome screen is shown until the user taps Start, which opens Home.",["welcome --START--> home"]],
  ["Held seats are released back to Available after 15 minutes.",["held --after 900000--> available"]],
  ["Pending payments are cancelled automatically after 48 hours.",["pending --after 172800000--> cancelled"]],
  ["* **Queued** – picked up by a worker → **Running**\n* **Running** – finishes → **Done**, crashes → **Failed**",["Queued --PICK_UP_BY_WORKER--> Running","Running --CRASH--> Failed","Running --FINISHES--> Done"]],
  ["Menu: closed → open on tap; open → closed on tap or after 10 s.",["closed --TAP--> open","open --TAP--> closed","open --after 10000--> closed"]],
  ["- Idle: press Start to go to Running\n- Running: press Stop to go back to Idle",["Idle --START--> Running","Running --STOP--> Idle"]],
  ["- Pros: it is fast.\n- Cons: it costs more.",[]],
  ["The Accept and Decline buttons take the invite to Accepted and Declined respectively.",["(root) --ACCEPT--> accepted","(root) --DECLINE--> declined"]],
  ["APPROVE and REJECT send the request to APPROVED and REJECTED respectively.",["(root) --APPROVE--> APPROVED","(root) --REJECT--> REJECTED"]],
  ["Pressing Accept or Decline moves the invite to Accepted or Declined, respectively.",["(root) --ACCEPT--> accepted","(root) --DECLINE--> declined"]],
  ["Idle → Brewing (BREW)\nBrewing → Ready (DONE)",["brewing --DONE--> ready","idle --BREW--> brewing"]],
  ["Pressing Play in Stopped switches the player to Playing; pressing it again toggles back to Stopped.",["playing --PLAY--> stopped","stopped --PLAY--> playing"]],
  ["Both a timeout and a manual abort lead to Aborted.",["(root) --MANUAL_ABORT--> aborted","(root) --TIMEOUT--> aborted"]],
  ["Upon completion of the audit, the case moves to Closed.",["(root) --AUDIT--> closed"]],
  ["Should the sensor trip, the alarm enters triggered.",["(root) --SENSOR_TRIP--> triggered"]],
  ["Should the sensor trip while armed, the alarm goes to triggered.",["armed --SENSOR_TRIP--> triggered"]],
  ["Were the payment to fail, the order would go to Failed.",["(root) --PAYMENT_FAIL--> failed"]],
  ["Scanning the badge turns the light Green.",["(root) --SCAN_BADGE--> green"]],
  ["Agents are Available by default. Taking a call moves them to On Call.",["available --TAKE_CALL--> onCall"]],
  ["START turns the LED off and when the button is pressed, turns the led ON and switches to LED state",["(root) --BUTTON_PRESSED--> LED"]],
  ["The unit leaves Idle for Heating when the thermostat calls for heat.",["idle --THERMOSTAT_CALLS_FOR_HEAT--> heating"]],
  ["From Draft you can submit the form to reach Review.",["draft --SUBMIT_FORM--> review"]],
  ["Given the order is Shipped, when the carrier confirms delivery, then the order is Delivered.",["shipped --CARRIER_CONFIRMS_DELIVERY--> delivered"]],
  ["When the bomb is ARMED, it goes to EXPLODED after 60 seconds.",["ARMED --after 60000--> EXPLODED"]],
  ["While the pump is RUNNING, an occlusion sends it to ALARM.",["RUNNING --OCCLUSION--> ALARM"]],
  ["If the vault is LOCKED and the manager enters the code, it goes to OPEN.",["LOCKED --ENTER_CODE--> OPEN"]],
  ["Mixing is followed by Curing once the operator presses MIX DONE.",["mixing --MIX_DONE--> curing"]],
  ["**deploy-staging**: Helm upgrade to the staging cluster, followed by smoke tests.",[]],
  ["In NORMAL mode, press `i` to enter INSERT mode.",["NORMAL --i--> INSERT"]],
  ["From Empty, tap the footswitch once to start Recording.",["empty --TAP_FOOTSWITCH--> recording"]],
  ["When the agent clicks Close Flight, Boarding becomes Gate Closed.",["(root) --CLOSE_FLIGHT--> gateClosed"]],
  ["New candidates are created as \"Applied\". Recruiters move them to \"Phone Screen\" by clicking Schedule.",["Applied --SCHEDULE--> Phone Screen"]],
  ["Our machine starts in `confirming`. Clicking Cancel takes us back to `idle`, while clicking Confirm moves us on to `deleting`.",["confirming --CANCEL--> idle","confirming --CLICK_CONFIRM--> deleting"]],
  ["Certificates in `pending_validation` become `issued` when the DNS challenge passes.",["pending_validation --DNS_CHALLENGE_PASSES--> issued"]],
  ["An order in Pending becomes Paid when the payment clears.",["pending --PAYMENT_CLEARS--> paid"]],
  ["Tickets in Draft move to Done when the PR merges.",["draft --PR_MERGES--> done"]],
  ["Orders in PENDING move to PAID when the payment clears.",["PENDING --PAYMENT_CLEARS--> PAID"]],
  ["In waiting, when the ACK arrives, the sender goes to ESTABLISHED.",["waiting --ACK--> ESTABLISHED"]],
  ["The link has two states, up and down. A carrier loss takes it from the former to the latter, and a carrier gain brings it back to the former.",["down --CARRIER_GAIN--> up","up --CARRIER_LOSS--> down"]],
  ["`Connected` has two substates, `Idle` and `Transferring`. Traffic moves the client into the latter, and 60 s without traffic returns it to the former.",["Connected --TRAFFIC--> Connected.Transferring","Connected.Transferring --after 60000--> Connected.Idle"]],
  ["A carrier loss takes the link from up to down.",["up --CARRIER_LOSS--> down"]],
  ["A traffic light goes from green to yellow to red.",[]],
  ["The robot returns to the dock (Docking) when the battery is low.",["(root) --always--> Docking [batteryIsLow]"]],
  ["Tap your card. The display shows 'Please wait' (Authorising) while your card is checked. If it is declined, you are returned to Payment.",["(root) --TAP_CARD--> Authorising","Authorising --DECLINE--> payment"]],
  ["The machine starts in idle. Pressing the button (START) begins a wash.",[]],
  ["Submitting sends the report to Pending Approval. The approver can then approve it (→ Approved) or reject it (→ Rejected).",["(root) --SUBMIT--> pendingApproval","pendingApproval --APPROVE--> approved","pendingApproval --REJECT--> rejected"]],
  ["A Ready prescription becomes Dispensed when the patient picks it up.",["Ready --PATIENT_PICKS_UP--> dispensed"]],
  ["AVAILABLE samples are put into QUARANTINE on a TEMP_EXCURSION alert.",["AVAILABLE --TEMP_EXCURSION_ALERT--> QUARANTINE"]],
  ["A Running process that receives SIGSTOP goes to Stopped.",["Running --SIGSTOP--> stopped"]],
  ["A Stripe payment moves the order to Paid.",["(root) --STRIPE_PAYMENT--> paid"]],
  ["Call leg states:\n\nidle --dial--> ringing\nringing --answer--> connected\nconnected --hangup--> idle",["connected --HANGUP--> idle","idle --DIAL--> ringing","ringing --ANSWER--> connected"]],
  ["idle (dial) -> ringing\nringing (answer) -> connected",["idle --DIAL--> ringing","ringing --ANSWER--> connected"]],
  ["When the customer pays, the order is confirmed.",["(root) --CUSTOMER_PAYS--> confirmed"]],
  ["Once the manager signs off, the request is approved.",["(root) --MANAGER_SIGNS_OFF--> approved"]],
  ["The submit button is disabled while the form is invalid. Once every field is valid, it becomes enabled.",["disabled --always--> enabled [everyFieldIsValid]"]],
  ["The order is confirmed when payment succeeds.",[]],
  ["The light toggles between on and off each time the switch is flipped.",["off --SWITCH_FLIPPED--> on","on --SWITCH_FLIPPED--> off"]],
  ["The lamp toggles between lit and dark when FLIP arrives.",["dark --FLIP--> lit","lit --FLIP--> dark"]],
  ["MODE cycles the fan between low and high.",["high --MODE--> low","low --MODE--> high"]],
  ["The checkout starts in cart. `backClicked` is the fun one: from `'payment'` it goes to `'shipping'`, and from `'shipping'` to `'cart'`.", ["payment --backClicked--> shipping", "shipping --backClicked--> cart"]],
  ["Orders can be Pending or Shipped. When the courier scans the parcel, the system marks the order as Shipped.", ["pending --SCAN_PARCEL--> shipped"]],
  ["Appointments can be Confirmed or No-Show. If a Confirmed patient still hasn't arrived 15 minutes after the appointment start time, the system flags the appointment as No-Show automatically.", ["confirmed --after 900000--> noShow"]],
  ["A ticket can be Open or Closed. An Open ticket that the customer withdraws becomes **Closed**.", ["open --CUSTOMER_WITHDRAWS--> closed"]],
  ["The pump is INFUSING. Press [STOP] to end the infusion; the pump enters STOPPED.", ["INFUSING --STOP--> STOPPED"]],
  ["The oven is HEATING. Press the [CANCEL] key to stop; the oven returns to IDLE.", ["HEATING --CANCEL--> IDLE"]],
  ["The door starts closed. Opening it goes to open. After 30 seconds you're back in closed.", ["closed --OPEN--> open", "open --after 30000--> closed"]],
  ["The RESET event will transition both regions at once: the audio region to muted and the video region to paused", ["(root) --RESET--> audio.muted", "(root) --RESET--> video.paused"]],
  ["The player has an audio region and a video region, each with its own states that are changed by separate events\nThe MUTE event will only transition the audio region to muted while leaving the video region in its current state", ["(root) --MUTE--> audio.muted"]],
  ["The `uploading` state invokes `uploadFile` and then moves to `done`.", ["uploading --invoke.onDone--> done", "uploading invokes uploadFile"]],
  ["In checking, the machine calls the verifyCard service and then goes to approved.", ["checking --invoke.onDone--> approved", "checking invokes verifyCard"]],
  ["The lamp has two states: Off and On. The On state can be entered from the Off state when the switch is flipped.", ["off --SWITCH_FLIPPED--> on"]],
  ["The ticket is in Pending Customer. If the customer goes quiet for 72 hours, the ticket moves to **Resolved**.", ["pendingCustomer --after 259200000--> Resolved"]],
  ["The player has three states: Idle, Running and Jumping. Pressing jump from either idle or running puts you in Jumping.", ["idle --PRESS_JUMP--> jumping", "running --PRESS_JUMP--> jumping"]],
  ["The player has three states: idle, run and jump. Pressing jump from either idle or run goes to jump.", ["idle --PRESS_JUMP--> jump", "run --PRESS_JUMP--> jump"]],
  ["The station is in NORMAL CALL. If a NORMAL CALL is not answered within 3 minutes, it moves on to PRIORITY CALL.", ["normalCall --after 180000--> priorityCall"]],
  ["An `active` project is moved to `archived` by the new `ARCHIVE` action. `UNARCHIVE` restores an `archived` project to `active`.", ["active --ARCHIVE--> archived", "archived --UNARCHIVE--> active"]],
  ["The ticket is in **Pending Customer**. A customer reply flips it back to **Open** automatically.", ["Pending Customer --CUSTOMER_REPLY--> Open"]],
  ["The door is CLOSING. While in CLOSING, interruption of the light curtain or activation of the safety edge shall cause the operator to re-enter OPENING.", ["CLOSING --LIGHT_CURTAIN_INTERRUPTED--> OPENING", "CLOSING --SAFETY_EDGE_ACTIVATED--> OPENING"]],
  ["The door is CLOSING. 4.3.9 A door-open button press in CLOSING shall cause re-entry to OPENING.", ["CLOSING --DOOR_OPEN_BUTTON_PRESS--> OPENING"]],
  ["The Pod is Running. What happens when a container exits depends on restartPolicy.", []],
  ["The Job is Running. When a Pod terminates unsuccessfully, the controller emits `PodFailed` and the Job goes to `Failed`.", ["running --PodFailed--> Failed"]],
  ["In idle, if `isValid` is false, go to retrying.", ["idle --always--> retrying [not isValid]"]],
  ["In idle, if `backoffLimit` has not been reached, go to retrying.", ["idle --always--> retrying [not backoffLimitReached]"]],
  ["The combobox has two states, closed and open. While open, the listbox is either **idle** (no option highlighted) or **navigating** (an option is highlighted). `ArrowDown` from idle moves to navigating.", ["open.idle --ArrowDown--> open.navigating"]],
  ["The player has two states, stopped and active. In active, the player is either playing or paused. PAUSE from playing goes to paused.", ["active.playing --PAUSE--> active.paused"]],
  ["NEXT from idle goes to navigating.", ["idle --NEXT--> navigating"]],
  ["Open (1) — The ticket has been filed. When an agent takes it, the state changes to Working.\n\nWorking (2) — An agent is on it. Once the fix ships, the state changes to Done.\n\nDone (3) — Nothing more happens.", ["Open --AGENT_TAKES--> Working", "Working --FIX_SHIPS--> Done"]],
  ["The incident is Resolved. If the caller rejects the solution, the incident is reopened and returns to In Progress.", ["resolved --CALLER_REJECTS--> inProgress"]],
  ["The client is in REQUESTING. A DHCPNAK sends us all the way back to INIT.",["REQUESTING --DHCPNAK--> INIT"]],
  ["The door is in CLOSING. When the bottom reed switch trips, the motor stops and we're CLOSED again.",["CLOSING --BOTTOM_REED_SWITCH_TRIPS--> CLOSED"]],
  ["The robot is in ALIGNING. If alignment takes longer than 30 s, go to RECOVERY.",["ALIGNING --after 30000--> RECOVERY"]],
  ["The upload starts in validating. If validation takes more than 5 seconds, it goes to timedOut.",["validating --after 5000--> timedOut"]],
  ["The camera screen opens in requestingPermission, which runs the requestCameraAccess service. If access is granted the service resolves and the screen goes to preview.",["requestingPermission --invoke.onDone--> preview","requestingPermission invokes requestCameraAccess"]],
  ["CLOSING returns to IDLE upon receipt of BYE-ACK, or after 5 seconds.",["CLOSING --BYE-ACK--> IDLE","CLOSING --after 5000--> IDLE"]],
  ["The lamp is on. It returns to off on arrival of a STOP message, or after 10 minutes.",["on --STOP--> off","on --after 600000--> off"]],
  ["The door goes to open upon receipt of the OPEN command.",["(root) --OPEN--> open"]],
  ["When the button is pressed, the lamp goes to lit if a bulb is inserted.",["(root) --BUTTON_PRESSED--> lit [bulbIsInserted]"]],
  ["On return of a copy, the status changes to Reserved if another member holds a reservation on it, and to Available otherwise.",["(root) --RETURN--> available","(root) --RETURN--> reserved [memberHoldsReservationOnIt]"]],
  ["Rule 4: In green, a timeout sends the light back to red.",["green --TIMEOUT--> red"]],
  ["FR-15: On return of a copy, the status changes to Available.",["(root) --RETURN--> available"]],
  ["When the timer fires, the light goes to green if cars are waiting, or straight to flashing otherwise.",["(root) --TIMER_FIRES--> flashing","(root) --TIMER_FIRES--> green [carsAreWaiting]"]],
  ["When you call `/confirm`, the PaymentIntent goes to `requires_action` if the card requires authentication, or straight to `processing` otherwise.",["(root) --/confirm--> processing","(root) --/confirm--> requires_action [cardRequiresAuthentication]"]],
  ["The steps are cart, review and placing. The **Place order** button on the review page calls `placeOrder()`, which sets `step` to `'placing'`.",["review --placeOrder--> placing"]],
  ["Our `postsSlice` starts with `status: 'idle'`. `fetchPosts.pending` sets `status` to `'loading'`.",["idle --fetchPosts.pending--> loading"]],
  ["The stack boots in `IDLE` and moves to `PAIRING` on a pairing request. On passkey confirmation the keys are written to flash and the state becomes `BONDED`.",[]],
  ["The sketch starts in `WAITING`. A `FALL` in `WAITING` switches to `DEBOUNCING`. If the pin is still LOW after 50 ms, we count it as a real press and move to `PRESSED`.",["DEBOUNCING --after 50--> PRESSED [pinIsLow]","WAITING --FALL_IN_WAITING--> DEBOUNCING"]],
  ["In BOUND, if the lease runs out, we're back in INIT.",["BOUND --after lease--> INIT"]],
  ["The states are locked and loggedOut. In locked, after thirty seconds, you're back in loggedOut.",["locked --after 30000--> loggedOut"]],
  ["In WAITING, when somebody put a coin, machine is adding the coin value to credit and go to HAVE_MONEY.",["WAITING --PUT_COIN--> HAVE_MONEY"]],
  ["A claim starts in Submitted. An adjuster is usually assigned within one business day, and the claim moves to In Review.",["submitted --ADJUSTER_ASSIGNED--> inReview"]],
  ["The order starts in payment. `paymentSucceeded` is dispatched by an effect rather than a component, and it sets `'confirmed'`.",["payment --paymentSucceeded--> confirmed"]],
  ["The states are washing and rinsing. Washing takes 40 minutes and after that the machine goes to rinsing.",["washing --after 2400000--> rinsing"]],
  ["The light starts green. Green lasts 30 seconds; after this, it goes to yellow.",["green --after 30000--> yellow"]],
  ["In Select, if user not choose anything during 20 second, machine give back coin and return to Waiting.",["select --after 20000--> waiting"]],
  ["Note that a TCP in FIN-WAIT-1 receiving a FIN will ACK but not send its own FIN until its user has CLOSED the connection.",[]],
  ["Reopening a `Done` task now puts it in `In Progress` instead of `To Do`. `To Do` → `In Progress` now happens automatically when someone logs time against the task.",["Done --REOPEN_TASK--> In Progress","To Do --LOG_TIME--> In Progress"]],
  ["On the article view, clicking the 'Help' button opens the help modal.",["article --HELP--> helpModal"]],
  ["Your Account shall be in Unverified status until You complete identity verification, whereupon it shall become Active.",["unverified --COMPLETE--> active"]],
  ["The controller shall remain in OPEN until the loop detector reports that the vehicle has cleared (VEHICLE_CLEAR), whereupon it shall enter CLOSING.",["OPEN --VEHICLE_CLEAR--> CLOSING"]],
  ["The boss starts in Phase 1. When his HP drops below 60% he enters Phase 2. From step one, Next goes to step two.",["Phase 1 --always--> Phase 2 [hpDropsBelow60]","stepOne --NEXT--> stepTwo"]],
  ["If the user presses OK in `AskDuration`, go to `Idle`. If no `CONNACK` arrives within `connectTimeout`, the client goes to `RECONNECT_WAIT`.",["AskDuration --OK--> Idle","Idle --after connectTimeout--> RECONNECT_WAIT"]],
  ["In `AskDuration`, if the user says nothing for 8 seconds, close the mic and return to `Idle`.",["AskDuration --after 8000--> Idle"]],
  ["In review, do a quick screen and Advance as normal.",[]],
  ["Pressing PRESENCE while in IDLE sets STAFF PRESENT (green dome light). Pressing PRESENCE again returns to IDLE.",["IDLE --PRESENCE--> staffPresent","staffPresent --PRESENCE--> IDLE"]],
  ["The states are editing and saved. In editing, you can save the form by pressing Save, which moves it to saved. Saved handles EDIT by going to editing.",["editing --SAVE--> saved","saved --EDIT--> editing"]],
  ["In NORMAL CALL, a nurse cancels the call by pressing the CANCEL key, returning it to IDLE.",["normalCall --CANCEL--> IDLE"]],
  ["We call the API in checking. If the check passes we go to done, otherwise `error`.",["checking --invoke.onDone--> done","checking --invoke.onError--> error","checking invokes API"]],
  ["In `provisioning`, we call the API. If that call succeeds the phase becomes `Ready`; if it fails, `Failed`.",["provisioning --invoke.onDone--> Ready","provisioning --invoke.onError--> Failed","provisioning invokes API"]],
  ["It starts `CLOSED`. A failure moves it to `OPEN`.", ["CLOSED --FAILURE--> OPEN"]],
  ["New CRs start in `Pending`. A PVC moves them to `Provisioning`.", ["Pending --PVC--> Provisioning"]],
  ["**Steps to reproduce**\n1. Open the upload modal (it starts in `empty`)\n2. Choose a file (modal goes to `selected`)\n3. Click **Upload** (modal goes to `uploading`)", ["empty --CHOOSE_FILE--> selected", "selected --UPLOAD--> uploading"]],
  ["Please have your order number handy (it starts with TC-). Once the debrief happens, we decide (`phoneCall.IsInState(State.Connected)` returns `true`).", []],
  ["Consider the DFA $M$ with states $q_0, q_1, q_2$, where $q_0$ is the start state. On reading $a$, $M$ moves from $q_0$ to $q_1$ and from $q_1$ to $q_2$. It costs $5 and $10 to print.", ["q_0 --a--> q_1", "q_1 --a--> q_2"]],
  ["The kettle starts in idle. Upon hearing the chime, the kettle goes to ready. When the blocker is gone, `Unblock` puts it back in idle.", ["idle --CHIME--> ready", "ready --Unblock--> idle"]],
  ["A session is in one of these states: IDLE, CONNECTING, CLOSING. The initial state is IDLE. Upon receipt of an OPEN request from the application, the endpoint sends a HELLO message and enters CONNECTING. Receipt of a RESET message in any state other than IDLE causes an immediate transition to IDLE.", ["CLOSING --RESET--> IDLE", "CONNECTING --RESET--> IDLE", "IDLE --OPEN_REQUEST--> CONNECTING"]],
  ["The screens are Home, Search and Profile. From any screen except Home, BACK goes to Home.", ["profile --BACK--> home", "search --BACK--> home"]],
  ["The screens are Home, Search and Profile. From any screen, BACK goes to Home.", ["(root) --BACK--> home"]],
  ["| Status | What it means | How it moves |\n|---|---|---|\n| `pending_payment` | customer clicked Buy | → `paid` when Stripe confirms; → `cancelled` if unpaid after 24 hours |\n| `paid` | money's in | → `shipped` once the warehouse scans it out |\n| `shipped` | on the truck | → `delivered` on carrier delivery event |\n| `cancelled` | terminal | — |", ["paid --WAREHOUSE_SCANS--> shipped", "pending_payment --STRIPE_CONFIRMS--> paid", "pending_payment --after 86400000--> cancelled", "shipped --CARRIER_DELIVERY--> delivered"]],
  ["| State | Notes |\n|---|---|\n| `draft` | editable; goes to `review` on SUBMIT |\n| `review` | locked for edits |\n| `printing` | G-code has been sent to the printer |", ["draft --SUBMIT--> review"]],
  ["The states are pending, paid and cancelled.\n\n- `pending`: → `paid` when Stripe confirms; → `cancelled` after 24 hours\n- `paid`: final", ["pending --STRIPE_CONFIRMS--> paid", "pending --after 86400000--> cancelled"]],
  ["Anyone who hits unsubscribe goes to Unsubscribed.",["(root) --HIT_UNSUBSCRIBE--> unsubscribed"]],
  ["From details, if you tap continue we go to review.",["details --TAP_CONTINUE--> review"]],
  ["The user lands in Welcome and gets the welcome email right away. Three days later they move to Nudge.",["welcome --after 259200000--> nudge"]],
  ["Clicking Upload in `idle` moves you to `uploading`. Your `.then()` sets `done`, but there is no `.catch()`.",["idle --UPLOAD--> uploading"]],
  ["The status starts as `idle`. From `idle`, a `SEARCH` event takes us to `loading`. When the promise resolves it dispatches `RESOLVE` (→ `success`, storing `results`) and when it rejects it dispatches `REJECT` (→ `failure`, storing `error`). And `CLEAR` from `success` or `failure` goes to `idle`.",["failure --CLEAR--> idle","idle --SEARCH--> loading","loading --REJECT--> failure","loading --RESOLVE--> success","success --CLEAR--> idle"]],
  ["A USB device starts in Default. SET_ADDRESS moves it to Address. SET_CONFIGURATION moves it from Address to Configured. A bus reset in Address or Configured returns the device to Default.",["address --BUS_RESET--> default","address --SET_CONFIGURATION--> configured","configured --BUS_RESET--> default","default --SET_ADDRESS--> address"]],
  ["The order starts in `delivered`. The customer may request a refund, at which point the order is placed in `refunding`.",["delivered --REQUEST_REFUND--> refunding"]],
  ["The application starts in `review`. Where the application is found incomplete, the application shall be held in abeyance. Where the information is supplied, the application shall return to `review`.",["abeyance --INFORMATION_SUPPLIED--> review","review --always--> abeyance [applicationIsFoundIncomplete]"]],
  ["The door starts in OPEN. Upon expiry of the dwell timer (nominal 3 s, configurable 2–10 s), the door shall enter CLOSING.",["OPEN --after 3000--> CLOSING"]],
  ["The door starts in OPEN. If the light curtain has been continuously interrupted for 20 s while in OPEN, the door shall enter NUDGING.",["OPEN --after 20000--> NUDGING [lightCurtainHasBeenContinuouslyInterrupted]"]],
  ["The door operator shall have the following states: CLOSED, OPENING, CLOSING and NUDGING. On power-up the door operator shall enter CLOSED. The operator shall enter CLOSED when the door-closed limit switch (DCL) is made, from CLOSING or from NUDGING.",["CLOSING --DCL--> CLOSED","NUDGING --DCL--> CLOSED"]],
  ["The hallway sits in Off. In Off, when the sensor fires, set mode to Auto On and turn on the light.",["off --SENSOR_FIRES--> autoOn"]],
  ["The session states under test are IDLE, PIN_ENTRY and MENU. Each run starts with the ATM in IDLE.\n\nTC-01 Insert card in IDLE → expected: PIN_ENTRY, screen shows \"Enter PIN\".\nTC-02 Press Cancel in PIN_ENTRY → expected: IDLE.",["IDLE --INSERT_CARD--> PIN_ENTRY","PIN_ENTRY --CANCEL--> IDLE"]],
  ["The pump starts in INFUSING. Press STOP to pause. The pump enters PAUSED. Press START in PAUSED to resume INFUSING.",["INFUSING --STOP--> PAUSED","PAUSED --START--> INFUSING"]],
  ["The pipeline starts in `build`. When the image is built it goes to `test`. In `test`: On success → `deploy`; on failure → `failed`.",["build --IMAGE_BUILT--> test","test --FAILURE--> failed","test --SUCCESS--> deploy"]],
  ["The pipeline starts in `deploy`. When the job starts it goes to `rollout`. In `rollout`: Success → `done`, failure → `failed`.",["deploy --JOB_STARTS--> rollout","rollout --FAILURE--> failed","rollout --SUCCESS--> done"]],
  ["Loading: shown when the source is first set. When metadata has loaded, go to Paused. If the source fails to load, go to Error.\n\nPaused: big play button centred. Clicking play → Playing.\n\nPlaying: Clicking the video → Paused. If the buffer runs dry → Buffering.\n\nError: a message with a Retry button. Retry → Loading.\n\nQuestions → #support-ops on Slack.",["Error --RETRY--> Loading","Loading --METADATA_LOADED--> Paused","Loading --SOURCE_FAILS--> Error","Paused --CLICK_PLAY--> Playing","Playing --BUFFER_RUNS_DRY--> buffering","Playing --CLICK_VIDEO--> Paused"]],
  ["The Engineering Bug workflow has three statuses: **To Do**, **In Progress** and **Won't Fix**.\n\n| From | Transition | To |\n|---|---|---|\n| To Do | Start Progress | In Progress |\n| To Do | Decline | Won't Fix |\n| In Progress | Reopen | To Do |",["In Progress --REOPEN--> To Do","To Do --DECLINE--> Won't Fix","To Do --START_PROGRESS--> In Progress"]],
  ["The combobox has two states, **closed** and **open**. It starts closed. Typing in the input opens the listbox. Clicking the trigger button toggles between open and closed.",["closed --CLICK_TRIGGER_BUTTON--> open","closed --TYPE--> open","open --CLICK_TRIGGER_BUTTON--> closed"]],
  ["The client starts in INIT. On receiving a DHCPOFFER it broadcasts a DHCPREQUEST and enters REQUESTING. A DHCPACK moves it to BOUND.",["INIT --DHCPOFFER--> REQUESTING","REQUESTING --DHCPACK--> BOUND"]],
  ["The barrier starts in OPEN. The induction loop beneath the arm reports LOOP_CLEARED when the vehicle leaves the loop; the controller then enters CLOSING.",["OPEN --LOOP_CLEARED--> CLOSING"]],
  ["From `.failed`, the user can tap Retry, which sends `.retryTapped` and puts us straight back into `.loading`.",["failed --.retryTapped--> loading"]],
  ["The lease starts in BOUND. When it runs out, the client goes to INIT and must stop using the address.",["BOUND --after timeout--> INIT"]],
  ["The claim starts in Submitted. An adjuster moves it to In Review. After review, your claim is either Approved or Declined.",["inReview --APPROVED--> approved","inReview --DECLINED--> declined","submitted --ADJUSTER--> inReview"]],
  ["A washer is either `IDLE`, `RUNNING` or `POWEROFF`. `START` moves it from `IDLE` to `RUNNING`.",["IDLE --START--> RUNNING"]],
  ["As soon as you file, your claim shows as Submitted. When an adjuster is assigned, the claim moves to In Review.",["(root) --FILE--> submitted","submitted --ADJUSTER_ASSIGNED--> inReview"]],
  ["The door starts in idle. If they need something else, the door goes to waiting. Otherwise it goes to open.",["idle --always--> open","idle --always--> waiting [theyNeedSomethingElse]"]],
  ["The form starts in editing. SUBMIT moves it to checking. In checking, if nothing else happens within 3 seconds, the form returns to editing.",["checking --after 3000--> editing","editing --SUBMIT--> checking"]],
  ["The node starts in `IDLE`. When `EVT_RTC_ALARM` is posted we go to `SAMPLING`. If the conversion has not finished within 50 ms, go to `FAULT`.",["IDLE --EVT_RTC_ALARM--> SAMPLING","SAMPLING --after 50--> FAULT"]],
  ["Boot lands in `IDLE`. When `GO` is posted we go to `SAMPLING`.",["IDLE --GO--> SAMPLING"]],
  ["When the controller powers up, the signal shows Red. After 30 seconds it goes to Green.",["red --after 30000--> green"]],
  ["On power-up the controller shall enter CLOSED. The OPEN command moves it to OPENING.",["CLOSED --OPEN--> OPENING"]],
  ["My sketch boots into Active. After 10 minutes it goes to Sleep.",["active --after 600000--> sleep"]],
  ["The headset starts in standby. Each time you power it on, it goes to reconnecting.",["standby --POWER_ON--> reconnecting"]],
  ["- player starts in `st_idle`\n- if you press `right` you go to `st_run`\n- pressing jump from idle or run puts you in `st_jump`\n- if you touch a spike in ANY of these you go to `st_dead`",["(root) --TOUCH_SPIKE--> st_dead","st_idle --PRESS_JUMP--> st_jump","st_idle --right--> st_run","st_run --PRESS_JUMP--> st_jump"]],
  ["The door starts out CLOSED. A press on the remote button starts the motor and the door is OPENING. When the top switch closes, the motor stops and we're OPEN. From OPEN, another press starts CLOSING. When the bottom switch trips in CLOSING, we're CLOSED again.",["CLOSED --PRESS_REMOTE_BUTTON--> OPENING","CLOSING --BOTTOM_SWITCH_TRIPS--> CLOSED","OPEN --PRESS_REMOTE_BUTTON--> CLOSING","OPENING --TOP_SWITCH_CLOSES--> OPEN"]],
  ["Given the order is Paid\nWhen the courier picks it up\nThen the order is Shipped",["paid --COURIER_PICKS_UP--> shipped"]],
  ["The skeleton starts in IDLE. After two seconds he switches to PATROL. When the `DetectionArea` emits `body_entered`, we go straight to CHASE, no matter whether he was idle or patrolling.",["IDLE --after 2000--> PATROL","IDLE --body_entered--> CHASE","PATROL --body_entered--> CHASE"]],
  ["The toast starts hidden. Pressing Show makes it visible, and Pause makes it paused. Clicking the × sends it to `hidden`, whether the toast is visible or paused.",["hidden --SHOW--> visible","paused --CLICK--> hidden","visible --CLICK--> hidden","visible --PAUSE--> paused"]],
  ["A toast is `hidden` until you call `show()`, then it is `visible`. A hover on a `visible` toast moves it to `paused`; `mouseleave` puts it back into `visible`.",["hidden --show--> visible","paused --mouseleave--> visible","visible --HOVER--> paused"]],
  ["The door starts in `leaving`. On `animationend` it is `hidden` again.",["leaving --animationend--> hidden"]],
  ["It walks between its waypoints (we set those up in part 3, so go back and check them), and after 5 seconds it goes to idle.",["(root) --after 5000--> idle"]],
  ["The washer is either IDLE or RUNNING. RUNNING has two regions, cycle and timer. PAUSE in the timer region moves it to paused.",["RUNNING.timer --PAUSE--> paused"]],
  ["The machine starts in the `active` state. If 300000 ms elapse in `active`, it transitions to `warning`.\n\nIn `warning`, a modal shows a countdown:\n\n- `STAY_SIGNED_IN` transitions back to `active`.\n- `SIGN_OUT` goes straight to `signedOut`, executing the `clearSession` action.\n- If neither arrives, after 60000 ms the machine moves to `signedOut` on its own.",["active --after 300000--> warning","warning --SIGN_OUT--> signedOut","warning --STAY_SIGNED_IN--> active","warning --after 60000--> signedOut [neitherArrives]"]],
  ["The states are Idle, Walk and Run. Then `Walk` to `Run` with `Speed Greater 0.6`, and `Run` back to `Walk` with `Speed Less 0.6`.",["run --always--> walk [Speed Less 0.6]","walk --always--> run [Speed Greater 0.6]"]],
  ["The status is one of `'idle' | 'loading' | 'loaded'`, and it starts as `'idle'`. The page dispatches `loadProducts`. The reducer handles it and sets `status` to `'loading'`.",["idle --loadProducts--> loading"]],
  ["The player starts in Ground. Ground has two substates, Standing and Ducking. Pressing down while Standing goes to Ducking.",["ground.standing --PRESS_DOWN--> ground.ducking"]],
  ["Every guard starts in **Patrol**. Patrol is actually two little states: *Walking* and *Waiting*. When the agent reports `ReachedWaypoint` I switch to Waiting.",["Patrol --ReachedWaypoint--> Patrol.Waiting"]],
  ["The statuses are Draft, Assessment, Approved, Denied and PendingInfo.\n\nIn Assessment the adjuster can:\n- approve (`APPROVE`) → Approved\n- deny (`DENY`) → **Denied**\n- request more information from the claimant (`REQUEST_INFO`) → **PendingInfo**",["assessment --APPROVE--> approved","assessment --DENY--> denied","assessment --REQUEST_INFO--> PendingInfo"]],
  ["Stages: Applied, Screen, Interview, Offer, Hired, Rejected.\n• Applied → Advance → Screen (recruiter phone screen).\n• Screen → Advance → Interview.",["applied --ADVANCE--> screen","screen --ADVANCE--> interview"]],
  ["The bolt is Locked or Unlocked.\n• Locked: the bolt is extended. Tap Unlock to retract it; the status changes to Unlocked.",["locked --UNLOCK--> unlocked"]],
  ["The states are CLOSED, OPEN and CLOSING. If no vehicle crosses the loop at all, the controller enters CLOSING automatically 20 s after entering OPEN.",["OPEN --after 20000--> CLOSING [noVehicleCrossesLoopAtAll]"]],
  ["The lock is Locked or Unlocked. The lock also locks itself 30 seconds after being unlocked.",["unlocked --after 30000--> locked"]],
  ["A washer is either `IDLE`, `RUNNING` or `POWEROFF`.\n\n* `IDLE` to `RUNNING` on `START`.\n* `RUNNING` to `IDLE` on `STOP`. Because the source is the superstate, this works whatever the regions are doing.\n* `RUNNING` to `POWEROFF` on `CUTPOWER`.",["IDLE --START--> RUNNING","RUNNING --CUTPOWER--> POWEROFF","RUNNING --STOP--> IDLE"]],
  ["New cards always start in Backlog.\n\n- **Backlog → Ready** (`Commit`): only if the card meets our Definition of Ready.\n- **Ready → In Progress** (`Start`): only if In Progress is under its WIP limit of 4.",["backlog --Commit--> ready","ready --Start--> inProgress [inProgressIsUnderWipLimitOf4]"]],
  ["At rest the controller is in state CLOSED. Its other states are OPENING, OPEN, CLOSING and FAULT. When the arm reaches the vertical position, the upper limit switch closes (UPPER_LIMIT) and the controller enters OPEN. The induction loop beneath the arm reports LOOP_CLEARED when the vehicle leaves the loop; the controller then enters CLOSING. If the motor current exceeds the limit during OPENING or CLOSING (OVERCURRENT), the motor stops and the controller enters FAULT.",["CLOSING --OVERCURRENT--> FAULT","OPEN --LOOP_CLEARED--> CLOSING","OPENING --OVERCURRENT--> FAULT","OPENING --UPPER_LIMIT--> OPEN"]],
  ["The status is one of `'idle' | 'loading' | 'loaded' | 'error'`. It starts as `'idle'`.\n\n- in `'loading'`, `loadProductsSuccess` stores the entities and sets `'loaded'`;\n- in `'error'`, `dismissError` clears the message and goes back to `'idle'`.",["error --dismissError--> idle","loading --loadProductsSuccess--> loaded"]],
  ["A freshly spawned worker is `Idle`. There are four other states: `Moving`, `ToResource`, `Gathering` and `Returning`.\n- `ORDER_MOVE` (right-click on the ground) puts it in `Moving`, from any state.\n- `STOP` (the S key) puts it in `Idle`, from any state.\n\nPathfinding raises `ARRIVED` when the unit reaches its destination, and what that means depends on the state. In `Moving` it just goes `Idle`. In `ToResource` it starts `Gathering`.",["(root) --ORDER_MOVE--> Moving","(root) --STOP--> Idle","Moving --ARRIVED--> Idle","ToResource --ARRIVED--> Gathering"]],
  ["Your thermostat has five system modes: OFF, HEAT, COOL, AUTO and ECO. Out of the box, the thermostat is in OFF. Press the MODE button to step through the modes in this order: OFF → HEAT → COOL → AUTO → OFF. Press the ECO button while in HEAT, COOL or AUTO to enter ECO.",["AUTO --ECO--> ECO","AUTO --MODE--> OFF","COOL --ECO--> ECO","COOL --MODE--> AUTO","HEAT --ECO--> ECO","HEAT --MODE--> COOL","OFF --MODE--> HEAT"]],
  ["The session starts in `SENDING_CODE`. `SENDING_CODE` sends the text (`smsGateway.send`); on success it is `VERIFYING`, and if the provider errors, we go back to `ENTER_PHONE` with `error=sms_failed`. `VERIFYING` checks the hash against Redis (`otpStore.verify`). Success goes to `AUTHENTICATED`. A failure with `attempts < 5` goes back to `SENDING_CODE`; a failure on the fifth attempt goes to `LOCKED`.",["SENDING_CODE --invoke.onDone--> VERIFYING","SENDING_CODE --invoke.onError--> ENTER_PHONE","SENDING_CODE invokes smsGateway.send","VERIFYING --invoke.onDone--> AUTHENTICATED","VERIFYING --invoke.onError--> LOCKED","VERIFYING --invoke.onError--> SENDING_CODE","VERIFYING invokes otpStore.verify"]],
  ["Every guard starts in **Patrol**. While patrolling, `OnPlayerSpotted` sends the guard into **Chase**, and `OnNoiseHeard` sends it to **Search**.",["Patrol --OnNoiseHeard--> Search","Patrol --OnPlayerSpotted--> Chase"]],
  ["A device starts in Default. A `SetAddress()` request with a non-zero address moves a device in the Default state to the Address state.",["default --SetAddress--> address"]],
  ["The device starts in Attached. When VBUS is applied, the device moves from Attached to Powered. A device that loses VBUS, whatever state it is in, returns to Attached.",["(root) --VBUS--> attached","attached --VBUS--> powered"]],
  ["Navigation goes through two actions, `next()` and `back()`. The step is one of `'cart'`, `'shipping'` or `'payment'`, and it starts at `'cart'`.\n\n- From `cart`, `next()` goes to `shipping`, but only if the cart has items (`items.length > 0`).\n- From `shipping`, `next()` goes to `payment`; `back()` returns to `cart`.",["cart --next--> shipping [items.length > 0]","shipping --back--> cart","shipping --next--> payment"]],
  ["A new job starts as `queued`. When a runner whose labels match `runs-on` is assigned, the job becomes `in_progress`.",["queued --RUNNER_ASSIGNED--> in_progress"]],
  ["When an issue is created, it's put into the **To Do** status. Approving it moves it to Done.",["To Do --APPROVE--> done"]],
  ["| Transition name | From | To |\n|---|---|---|\n| Start Progress | To Do | In Progress |\n| Stop Progress | In Progress | To Do |",["In Progress --STOP_PROGRESS--> To Do","To Do --START_PROGRESS--> In Progress"]],
  ["The status can be `'idle'` or `'submitting'`, starting at `'idle'`. In `'idle'`, a `SUBMIT` action moves to `'submitting'`.",["idle --SUBMIT--> submitting"]],
  ["The phase starts as Pending. (The phase is only a summary.) Once the containers have started, the Pod moves to Running.",["pending --CONTAINERS_STARTED--> running"]],
  ["First the light is RED. It stays on for 5 seconds and then switches to GREEN. After green comes YELLOW. Yellow only stays on for 2 seconds, and then we're back at RED.",["RED --after 5000--> GREEN","YELLOW --after 2000--> RED"]],
  ["The review starts in Draft. After Draft comes Review, once the author submits it.",["draft --SUBMIT--> review"]],
  ["Tickets start open. An open ticket that gets no reply within 7 days is closed automatically. A reply moves it back to open.",["closed --REPLY--> open","open --after 604800000--> closed"]],
  ["The wizard starts on the form page. A visitor who presses Next is taken to the summary.",["form --NEXT--> summary"]],
  ["Each copy is *Available*, *OnLoan* or *Reserved*. When a member borrows an *Available* copy, the system sets its status to *OnLoan*. A *Reserved* copy that is not collected within 3 days reverts to *Available*.",["Available --MEMBER_BORROWS--> OnLoan","Reserved --after 259200000--> Available"]],
  ["Users start in Trial. If they subscribe while they're in Trial, they move to Active. If they still haven't after 14 days, they drop into Expired.",["trial --SUBSCRIBE--> active","trial --after 1209600000--> expired"]],
  ["The beetle starts in Patrol. If it hits a wall, it's Stunned.",["patrol --HIT_WALL--> stunned"]],
  ["The door has four states: CLOSED, OPENING, OPEN and CLOSING. A door that has been OPEN for 10 minutes starts CLOSING by itself.",["OPEN --after 600000--> CLOSING"]],
  ["Orders start pending. A pending order that is not paid within a day is cancelled. Paying moves a pending order to paid.",["pending --PAY--> paid","pending --after 86400000--> cancelled"]],
  ["It's way simpler than you'd expect. By default the Spiny Beetle is in what I'm gonna call Patrol. When Mario comes near, it switches to Alert.",["patrol --MARIO_COMES--> alert"]],
  ["The wizard has the screens intro, scan and verify.\n\n- **intro**: explains why 2FA matters. Primary CTA \"Set up\" → scan.\n- **scan**: a QR code. \"Next\" → verify.",["intro --Set up--> scan","scan --Next--> verify"]],
  ["The door is Closed, Opening, Open, Closing or Nudging. The door SHALL remain Open for 5 s, after which Closing is initiated.",["open --after 5000--> closing"]],
  ["The door is Closed, Opening, Open, Closing or Nudging.\n\n4.3.2 On arrival at a landing with a registered call, the door SHALL transition from Closed to Opening.",["closed --ARRIVAL--> opening"]],
  ["| From | Action | To |\n|---|---|---|\n| Requested | Front desk confirms slot | Booked |\n| Booked | Patient confirms via SMS | Confirmed |\n\nQuestions → #clinic-ops on Slack.",["Booked --PATIENT_CONFIRMS_VIA_SMS--> Confirmed","Requested --FRONT_DESK_CONFIRMS_SLOT--> Booked"]],
  ["The breaker starts out CLOSED. When the failure rate in the window is equal to or greater than `failureRateThreshold`, the breaker trips to OPEN.",["CLOSED --always--> OPEN [failureRateInWindowIsEqualToOrGreaterThanFailureRateThreshold]"]],
  ["The tooltip is closed, opening or open. When `pointerenter` fires on the trigger it doesn't open straight away: the machine moves to `opening`.",["closed --pointerenter--> opening"]],
  ["It is active or canceled. What happens next depends on your settings under **Billing → Revenue recovery**. `CANCEL` moves it from `active` to `canceled`.",["active --CANCEL--> canceled"]],
  ["I used to model fetching with three booleans: `isLoading`, `isError`, and a nullable `data`.\n\n```ts\ntype State =\n  | { status: 'idle' }\n  | { status: 'loading' }\n  | { status: 'success' };\n```\n\nWhile we're `loading`, a `RESOLVE` gives us `success`.",["loading --RESOLVE--> success"]],
  ["A traffic light is always in one of three moods: RED, GREEN and YELLOW. First it's RED. The red light stays on for 5 seconds. Then it switches to GREEN. Yellow only stays on for 2 seconds, and then we're back at RED.",["RED --after 5000--> GREEN","YELLOW --after 2000--> RED"]],
  ["The controller shall implement the following modes: CLOSED, OPENING, OPEN, CLOSING, and FAULT.\n\n4.2.1 An operator override (MANUAL_OPEN) received in CLOSED shall cause the controller to enter OPENING.\n4.2.6 FAULT may only be cleared by a maintenance RESET, which returns the controller to CLOSED.",["CLOSED --MANUAL_OPEN--> OPENING","FAULT --CLEAR_FAULT--> CLOSED"]],
  ["We've got `loggedOut`, that's where we begin. You submit the form, that's a `SUBMIT` event, and we go into `authenticating`.",["loggedOut --SUBMIT--> authenticating"]],
  ["States of a card: `idle`, `pressed`, `dragging`, `overTarget`.\n\n1. A card at rest is idle. Pointer down on it (`pointerdown`) makes it pressed.\n2. While dragging, entering a valid column fires `dragenter` and we are overTarget.",["dragging --dragenter--> overTarget","idle --pointerdown--> pressed"]],
  ["It has three states: S0, S25 and S50. Inserting a quarter (input Q) in S0 moves the machine to S25. In S50 the machine dispenses the snack and returns to S0 without any further input. Pressing the coin return button (input R) in S25 gives the quarter back and returns the machine to S0.",["S0 --Q--> S25","S25 --R--> S0","S50 --always--> S0"]],
  ["Every job submitted to the print server passes through a few states.\n\n- **Pending** – the job has been spooled and is waiting for the printer.\n- **Printing** – pages go out.\n- **Held** – the job is on hold.\n\nAn administrator can hold a pending job (Hold), and a printer that becomes free moves it to Printing.",["Pending --HOLD--> Held"]],
  ["== Behaviour ==\nArchers start '''asleep'''. A noise wakes them, and they become '''alert'''.",["asleep --NOISE--> alert"]],
  ["The steps are STOPPED, READY, RUNNING and FAULTED. Pressing the red STOP pushbutton (PB-102) in READY returns the sequence to STOPPED. Any activity while RUNNING sets the sequence back to READY.",["READY --STOP--> STOPPED","RUNNING --ACTIVITY--> READY"]],
  ["The view model starts at `.idle`. When the view appears we call `send(.onAppear)`, which flips us to `.loading`.",["idle --onAppear--> loading [viewAppears]"]],
  ["In `idle`, `dispatch('FETCH')` moves the store to `loading`, and `send({ type: 'CANCEL' })` takes it back to `idle`.",["idle --FETCH--> loading","loading --CANCEL--> idle"]],
  ["An `active` project is moved to `archived` by the new `ARCHIVE` action. Finally, `switch_off` from `keepwarm` also goes back to `off`.",["active --ARCHIVE--> archived","keepwarm --switch_off--> off"]],
  ["Where a response is returned, the application passes to Underwriting.",["(root) --RESPONSE_RETURNED--> underwriting"]],
  ["**Draft** — Started. Once you click **Send**, it becomes **Sent**.\n\n**Sent** — Emailed. As soon as a recipient opens it, the status changes to **Delivered**.\n\n**Delivered** — Opened.\n\n4.2. Session States. A session is in IDLE or OPEN. On CONNECT it goes from IDLE to OPEN.",["Draft --SEND--> Sent","IDLE --CONNECT--> OPEN","Sent --RECIPIENT_OPENS--> Delivered"]],
  ["The states are IDLE, HELLO-SENT, ESTABLISHED and CLOSING.  An\n   endpoint begins in IDLE.  An endpoint in IDLE that is told by its\n   application to OPEN a session transmits a HELLO message and enters\n   HELLO-SENT.  Upon receipt of a HELLO-ACK in HELLO-SENT, the endpoint\n   enters ESTABLISHED.",["HELLO-SENT --HELLO-ACK--> ESTABLISHED"]],
  ["Each player's turn is divided into four phases, always played in this order: Draw, Trade, Build, and Discard.\n\nDraw Phase. The active player draws two cards. Once both cards are drawn, play proceeds to the Trade Phase.\n\nTrade Phase. The active player may trade with any opponent. When the active player declares \"done trading,\" the Build Phase begins.",["draw --BOTH_CARDS_DRAWN--> trade","trade --DONE_TRADING--> build"]],
  ["`OrderStates` declares `SUBMITTED`, `PAID`, `FULFILLED` and `CANCELLED`; `OrderEvents` declares `PAY`, `FULFILL` and `CANCEL`. From `PAID`, the `FULFILL` event results in a transition to `FULFILLED`.",["PAID --FULFILL--> FULFILLED"]],
  ["The lift has a top-level state Idle and a compound state Moving. While Idle, a CALL event moves the lift to Moving.",["idle --CALL--> moving"]],
  ["**Draft** — You have started preparing the envelope. Once you click **Send**, it becomes **Sent**.\n\n**Sent** — The envelope has been emailed. As soon as a recipient opens it, the status changes to **Delivered**.\n\n**Delivered** — At least one recipient has viewed it.",["Draft --SEND--> Sent","Sent --RECIPIENT_OPENS--> Delivered"]],
  ["A newly created Job is `Pending`. It becomes `Running` once the first Pod is scheduled (the controller records a `PodStarted` event).",["Pending --PodStarted--> Running"]],
  ["The intent waits in `requires_action`. Once the customer completes authentication (`action_completed`), the intent moves to `processing`.",["requires_action --action_completed--> processing"]],
  ["States: `idle`, `loading`, `done`.\n- `FETCH` → go to `loading`\n- `RESOLVE` → move to `done`\n- `RESET` → return to `idle`",["done --RESET--> idle","idle --FETCH--> loading","loading --RESOLVE--> done"]],
  ["Reading it out: `play` takes `Stopped` to `Playing`.",["Stopped --play--> Playing"]],
  ["The player is Stopped or Open. And pressing `open_close` again while `Open` shuts the drawer and returns to `Stopped`.",["open --open_close--> stopped"]],
  ["Our reducer handles three actions. `FETCH_START` sets `status` to `'loading'`.",["(root) --FETCH_START--> loading"]],
  ["A claim is created in FNOL. Upon assignment to an adjuster, it is set to Under Review. The adjuster may request further documentation, at which point the claim is placed in Pending Information.",["(root) --ASSIGNMENT--> underReview","underReview invokes requestDocumentation"]],
  ["When the user places an order, the cart goes to pending.",["(root) --PLACE_ORDER--> pending"]],
  ["Name those situations. For a search box, I'd use four: `idle`, `searching`, `results`, and `error`. You start out idle. Typing triggers a `SEARCH` and you're searching. From error the user can hit `RETRY`, which sends them back to searching.",["error --RETRY--> searching","idle --SEARCH--> searching"]],
  ["A field begins **pristine**. It is considered **editing** once the user types into it (`INPUT`). When the field loses focus (`BLUR`), it moves to **validating**, during which the `checkEmail` service is invoked. On success the field becomes **valid**.",["editing --BLUR--> validating","pristine --INPUT--> editing","validating --invoke.onDone--> valid","validating invokes checkEmail"]],
  ["New tickets come in as **New**. An agent picking it up makes it **Open**.",["New --AGENT_PICKING_UP--> Open"]],
  ["The widget starts *collapsed*. Clicking the header expands it to *expanded*.",[]],
  ["When all regions of a parallel state are \"done\", the parallel state is considered \"done\".",[]],
  ["Our `CheckoutState` has a `status` field typed as `'cart' | 'shipping' | 'payment' | 'confirmed'`. `shippingSubmitted` takes us on to `'payment'`. `backClicked` is the fun one: from `'payment'` it goes to `'shipping'`, and from `'shipping'` to `'cart'`.",["cart --shippingSubmitted--> payment","payment --backClicked--> shipping","shipping --backClicked--> cart"]],
  ["A job starts in idle. From idle it goes to running on START, and from running to done.",["idle --START--> running","running --START--> done"]],
  ["Packing ends when the parcel is labelled, which moves the order to awaitingCollection. The courier's pickup scan moves it to shipped.",["(root) --PARCEL_LABELLED--> awaitingCollection","awaitingCollection --COURIER_PICKUP_SCAN--> shipped"]],
  ["The fight starts in the Intro state, which plays the cutscene and hands over to Phase1 after 6 seconds. As soon as its health drops below 60% it moves to Phase2 and starts summoning adds.",["Phase1 --always--> Phase2 [healthDropsBelow60]","intro --after 6000--> Phase1"]],
  ["The splash screen hands off to the menu after 2 seconds.",["splash --after 2000--> menu"]],
  ["The boss has three phases: Phase1, Phase2 and Phase3. When its health reaches zero in Phase3, go to Defeated.",["Phase3 --HEALTH_REACHES_ZERO--> defeated"]],
  ["The game starts on the title screen. Pressing Enter starts a new game and shows the playing screen. During play, Escape pauses the game; choosing Resume returns to play.",["paused --RESUME--> play","play --ESCAPE--> paused","title --ENTER--> playing"]],
  ["Our modal has three states: closed, opening and open. Calling show() starts the opening animation; when the animation ends, the modal is open. Calling hide() closes it immediately.",["closed --show--> opening","open --hide--> closed","opening --ANIMATION_ENDS--> open"]],
  ["A request starts pending. The worker marks it running. On completion it becomes done; on error it becomes failed.",["running --COMPLETION--> done","running --ERROR--> failed"]],
  ["The document is clean or dirty. Typing while clean makes the document dirty.",["clean --TYPE--> dirty"]],
  ["The editor has two top-level states, viewing and editing. Pressing Escape in any substate of editing returns to viewing.",["editing --ESCAPE--> viewing"]],
  ["The thermostat has heating, cooling and idle modes. It switches to heating when the room is colder than the target, and to cooling when it is warmer. When the target is reached it goes idle.",["(root) --always--> cooling [isWarmer]","(root) --always--> heating [roomIsColderThanTarget]","cooling --TARGET_REACHED--> idle"]],
  ["Our form has four states: idle, validating, submitting and done. Pressing submit starts validation. If validation fails, the form returns to idle and shows the errors; if it passes, the data is sent and the form waits in submitting. A successful response ends in done.",["idle --PRESS_SUBMIT--> validating","submitting --SUCCESSFUL--> done","validating --PASS--> submitting","validating --VALIDATION_FAILS--> idle"]],
  ["The `fetchUser` actor is invoked when the machine enters the `loading` state. If the actor resolves, the machine transitions to `success` via `onDone`. If it rejects, it transitions to `failure` via `onError`.",["loading --invoke.onDone--> success","loading --invoke.onError--> failure","loading invokes fetchUser"]],
  ["The `always` transition in the `checking` state is taken immediately if the `isEligible` guard passes, moving to `approved`. Otherwise, the machine moves to `rejected`.",["checking --always--> approved [isEligible]","checking --always--> rejected"]],
  ["The machine has states s1, s2 and s3. We add a transition from s1 to s2 that is triggered by the button's clicked() signal, and another from s2 to s3 on the same signal.",["s1 --clicked--> s2","s2 --clicked--> s3"]],
  ["The player starts in the Stopped state. When the play event is received, it transitions to Playing. Playing reacts to pause by going to Paused, and Paused goes back to Playing on end_pause.",["paused --end_pause--> playing","playing --PAUSE--> paused","stopped --PLAY--> playing"]],
  ["The connection starts in the Closed state. Calling open() moves it to Opening. When the server responds, the connection becomes Open; if the handshake times out, it goes back to Closed.",["closed --open--> opening","opening --HANDSHAKE_TIMES_OUT--> closed","opening --SERVER_RESPONDS--> open"]],
  ["The fight has phases Phase1, Phase2 and Phase3. As soon as its health drops below 60% it moves to Phase2, and below 25% it moves on to Phase3, where it is enraged.",["Phase1 --always--> Phase2 [healthDropsBelow60]","Phase2 --always--> Phase3 [below25]"]],
  ["The menu is closed or open. When the user opens the menu, the menu state becomes `open`. Pressing Escape closes it.",["closed --OPEN--> open","open --ESCAPE--> closed"]],
  ["Create three states called Idle, Run and Jump. Make a transition from Idle to Run with the condition Speed Greater 0.1, and one from Run back to Idle with Speed Less 0.1.",["idle --always--> run [speedGreater01]","run --always--> idle [speedLess01]"]],
  ["Create three states called Idle, Run and Jump. Next, right-click Idle and make a transition to Jump that uses the `Jump` trigger. Finally, add a transition from Jump to Idle conditioned on the `Land` trigger.",["idle --Jump--> jump","jump --Land--> idle"]],
  ["A session endpoint is always in one of the following states: IDLE, HELLO-SENT, OPEN or CLOSING. Upon a CONNECT request from the application, the endpoint sends a HELLO message and enters HELLO-SENT. Receipt of a valid HELLO-ACK in HELLO-SENT causes a transition to OPEN. If no HELLO-ACK is received within 5 seconds, the endpoint MUST return to IDLE. In OPEN, receipt of a BYE message causes the endpoint to enter CLOSING.",["HELLO-SENT --VALID_HELLO_ACK--> OPEN","HELLO-SENT --after 5000--> IDLE","IDLE --CONNECT_REQUEST--> HELLO-SENT","OPEN --BYE--> CLOSING"]],
  ["I have a machine with states `Idle`, `Downloading`, `Paused` and `Error`, and it starts in `Idle`. When `Idle` receives `start` it should go to `Downloading`. When `Downloading` receives `pause` it should go to `Paused`. If `Downloading` gets a `networkError`, it should go to `Error`.",["Downloading --networkError--> Error","Downloading --pause--> Paused","Idle --start--> Downloading"]],
  ["States:\n- `idle`: waiting for input. `START` moves to `running`.\n- `running`: the job runs. `PAUSE` moves to `paused`; when it completes it goes to `done`.\n- `paused`: `RESUME` returns to `running`.",["idle --START--> running","paused --RESUME--> running","running --COMPLETE--> done","running --PAUSE--> paused"]],
  ["The vending machine transitions from `Idle` to `HasCoin` when a coin is inserted, and from `HasCoin` to `Vending` when a product is selected. After vending completes it returns to `Idle`.",["HasCoin --PRODUCT_SELECTED--> Vending","Idle --COIN_INSERTED--> HasCoin","Vending --COMPLETE--> Idle"]],
  ["Login flow: on submit, go from form to authenticating. If the server accepts the credentials, go to the dashboard; if it rejects them, go back to the form and show an error.",["authenticating --CREDENTIALS--> dashboard","authenticating --REJECT--> form","form --SUBMIT--> authenticating"]],
  ["A Bluetooth device is either disconnected, pairing or connected. A connected device disconnects when it goes out of range.",["connected --GO_OUT_OF_RANGE--> disconnected"]],
  ["The recorder is idle until the user presses record, then it records until stop is pressed, after which it goes back to idle.",["idle --PRESS_RECORD--> recording","idle --STOP_PRESSED--> idle"]],
  ["The checkout has three steps: shipping, payment and review. The user can go back from payment to shipping and from review to payment.",["payment --GO_BACK--> shipping","review --GO_BACK--> payment"]],
  ["The timer is idle, running or paused. When the timer is running, pressing pause pauses it. Pressing start again resumes it.",["paused --PRESS_START--> running","running --PRESS_PAUSE--> paused"]],
  ["Initially the dropdown is collapsed. Clicking the toggle expands it, and clicking anywhere outside collapses it again. Selecting an option also collapses the dropdown.",["collapsed --CLICK_TOGGLE--> expanded","expanded --CLICK_OUTSIDE--> collapsed","expanded --SELECT_OPTION--> collapsed"]],
  ["The phone call has the states OffHook, Ringing, Connected and OnHold. Calling Dial in OffHook moves it to Ringing. When the callee picks up, the call becomes Connected. While Connected, PlacedOnHold puts it OnHold, and TakenOffHold returns it to Connected.",["OffHook --DIAL--> ringing","OnHold --TakenOffHold--> connected","connected --PlacedOnHold--> OnHold","ringing --CALLEE_PICKS_UP--> connected"]],
  ["The client starts in INIT. On receiving a DHCPOFFER it sends a DHCPREQUEST and enters REQUESTING. If a DHCPACK arrives, the client records the lease and moves to BOUND; a DHCPNAK sends it back to INIT.",["INIT --DHCPOFFER--> REQUESTING","REQUESTING --DHCPACK--> BOUND","REQUESTING --DHCPNAK--> INIT"]],
  ["The door is closed by default. `open()` moves it from closed to opened, and `close()` from opened back to closed.",["closed --open--> opened","opened --close--> closed"]],
  ["In our game the player has three states: alive, hurt and dead. Taking damage while alive makes the player hurt. Hurt lasts two seconds, then the player is alive again. If the player takes damage while hurt, they die.",["alive --TAKE_DAMAGE--> hurt","hurt --PLAYER_TAKES_DAMAGE--> dead","hurt --after 2000--> alive"]],
  ["The `fetch` machine starts in the `idle` state. When the `FETCH` event is sent, it transitions to `loading` and invokes the `fetchData` actor. When the actor is done, the machine transitions to `success`. If the actor errors, it transitions to `failure`, where a `RETRY` event transitions back to `loading`.",["failure --RETRY--> loading","idle --FETCH--> loading","loading --invoke.onDone--> success","loading --invoke.onError--> failure","loading invokes fetchData"]],
  ["Guards let you decide whether a transition should be taken. In the `idle` state, the `SUBMIT` event only transitions to `submitting` if the `isValid` guard returns true. Otherwise, the machine stays in `idle`.",["idle --SUBMIT--> -","idle --SUBMIT--> submitting [isValid]"]],
  ["Eventless transitions are transitions that happen without an explicit event. For example, once the `count` reaches 10, the machine should immediately go to `done`.",["(root) --always--> done [countReaches10]"]],
  ["The `light` machine cycles between `green`, `yellow` and `red`. After 30 seconds in `green` it goes to `yellow`; `yellow` lasts 5 seconds before moving to `red`; and `red` returns to `green` after 20 seconds.",["green --after 30000--> yellow","red --after 20000--> green","yellow --after 5000--> red"]],
  ["Parent states can have child states. The `auth` state has two child states, `auth.signedOut` and `auth.signedIn`. The `LOG_IN` event moves from `auth.signedOut` to `auth.signedIn`, and `LOG_OUT` moves back.",["auth.signedIn --LOG_OUT--> auth.signedOut","auth.signedOut --LOG_IN--> auth.signedIn"]],
  ["The form begins in editing. Submitting the form moves it to validating. Validation either passes, and the form goes to submitting, or fails, and it returns to editing with the errors shown.",["editing --SUBMIT_FORM--> validating","validating --VALIDATION_FAILS--> editing","validating --VALIDATION_PASSES--> submitting"]],
  ["The media player can be stopped, playing or paused. Stop works from any state and returns to stopped.",["(root) --STOP--> stopped"]],
  ["'Return to cart' works from any step of checkout and goes back to the cart.",["checkout --RETURN_TO_CART--> cart"]],
  ["Every order is created as pending and stays there until the payment provider's `charge.succeeded` webhook arrives, at which point it becomes paid. When the warehouse system emits `shipment.created`, a paid order is marked shipped, and the carrier's `tracking.delivered` webhook marks it delivered. Customers can `cancel` an order while it is pending or paid, which moves it to cancelled. Shipped orders can no longer be cancelled.",["paid --cancel--> cancelled","paid --shipment.created--> shipped","pending --cancel--> cancelled","pending --charge.succeeded--> paid","shipped --tracking.delivered--> delivered"]],
  ["The breaker starts in CLOSED. A failure trips it to OPEN. While OPEN, every call fails immediately. After the wait duration (60 seconds by default) the breaker moves to HALF_OPEN.",["CLOSED --FAILURE--> OPEN","OPEN --after 60000--> HALF_OPEN"]],
  ["In waiting, after the user timeout the connection is aborted and the user is told.",[]],
  ["Authors write in Draft and click Submit for review, which sends the document to the Review state. The reviewer can Approve, which publishes the document (state: Published).",["draft --SUBMIT--> review","review --APPROVE--> published"]],
  ["An employee submits a draft, which sends it to pendingManager. The manager can Approve, which moves the report to approved.",["(root) --SUBMIT_DRAFT--> pendingManager","pendingManager --APPROVE--> approved"]],
  ["The turnstile starts out Locked. Dropping a coin into the slot (coin) releases the lock and the turnstile becomes Unlocked. Once a person pushes through the arm (push), it locks again and returns to Locked.",["locked --COIN--> unlocked","unlocked --PUSH--> locked"]],
  ["The controller operates in one of four modes: STANDBY, IDLE, HEATING or COOLING. In IDLE, if the temperature falls more than 1 °C below the setpoint it switches to HEATING, and if it rises more than 1 °C above the setpoint it switches to COOLING. Pressing ON returns it from STANDBY to IDLE.",["IDLE --always--> COOLING [itRisesMoreThan1CAboveSetpoint]","IDLE --always--> HEATING [temperatureFallsMoreThan1CBelowSetpoint]","STANDBY --PRESS_ON--> IDLE"]],
  ["As soon as its health drops below 60% the boss moves to phase2.",["(root) --always--> phase2 [healthDropsBelow60]"]],
  ["The firmware reports one of five states: `idle`, `heating`, `printing`, `paused` and `error`. Starting a job with `M24` from `idle` first enters `heating`. `M25` pauses a print (`printing` → `paused`). If thermal runaway is detected while heating or printing, the firmware enters `error`.",["heating --THERMAL_RUNAWAY_DETECTED--> error","idle --M24--> heating","printing --M25--> paused","printing --THERMAL_RUNAWAY_DETECTED--> error"]],
  ["Jobs are inserted as `available`. A scheduled job becomes `available` once its time arrives. When a queue fetches an available job, the job is marked `executing`. Calling `cancel_job/1` on an executing job moves it to `cancelled`.",["available --QUEUE_FETCHES--> executing","executing --cancel_job--> cancelled","scheduled --TIME_ARRIVES--> available"]],
  ["A ticket starts open. When an agent picks it up it is marked `in_progress`. Once solved, the ticket is marked as resolved.",["in_progress --SOLVED--> resolved","open --AGENT_PICKS_UP--> in_progress"]],
  ["The LED has two states, `LED_OFF` and `LED_ON`. After the LED has been off for 900 milliseconds, we turn it on and switch to `LED_ON`. After 100 milliseconds in `LED_ON`, we turn it off and go back to `LED_OFF`.",["LED_OFF --after 900--> LED_ON","LED_ON --after 100--> LED_OFF"]],
  ["Let M be the DFA over the alphabet {0, 1}. M has two states, q_even and q_odd; q_even is the start state. On input 1, M moves from q_even to q_odd and from q_odd back to q_even.",["q_even --INPUT_1--> q_odd","q_odd --INPUT_1--> q_even"]],
  ["## Grunt AI. The grunt uses a four-state brain: Patrol, Chase, Attack and Search. It spawns in Patrol. If it spots the player, it switches to Chase. Losing line of sight during Chase puts it into Search. If it spots the player again it returns to Chase, and if 8 seconds pass without a sighting it goes back to Patrol.",["chase --LOSE_LINE--> search","patrol --SPOT_PLAYER--> chase","search --SPOT_PLAYER--> chase","search --after 8000--> patrol"]],
  ["In checking, when VALID arrives it goes to menu, and when INVALID arrives it goes to error.",["checking --INVALID--> error","checking --VALID--> menu"]],
  ["The reader waits in scanning. If the badge is accepted the door opens, and if it is refused the reader beeps and goes to locked.",["scanning --REFUSED--> locked"]],
  ["The door is locked. If the code is right it unlocks, and if it is wrong the keypad beeps and stays locked.",["locked --always--> unlocked [codeIsRight]"]],
  ["Every job has a `state` field, and new jobs are always `queued`. The transitions are:\n```\nqueued  -> running    on START\nrunning -> failed     on EXIT_NONZERO\nfailed  -> queued     on RETRY   (only if attempts < max_attempts)\n```\n`failed` becomes terminal once its retries are exhausted.",["failed --RETRY--> queued [attemptsLessThanMaxAttempts]","queued --START--> running","running --EXIT_NONZERO--> failed"]],
  ["The kettle:\n```mermaid\nstateDiagram-v2\n    [*] --> Off\n    Off --> Heating : switchOn\n    Heating --> Off : switchOff\n    Heating --> Boiled : boiling\n    Boiled --> [*]\n```",["heating --BOIL--> boiled","heating --switchOff--> off","off --switchOn--> heating"]],
  ["```plantuml\n@startuml\n[*] --> Idle\nIdle --> Running : start\nRunning --> Idle : stop / cleanup()\nRunning --> Failed : error [retries > 3]\n@enduml\n```",["idle --START--> running","running --ERROR--> failed [retriesGreaterThan3]","running --STOP--> idle"]],
  ["The `[*] --> Off` line just says that the kettle starts switched off. `Off --> Heating : switchOn` and `Heating --> Off : switchOff` are the manual controls.",["heating --switchOff--> off","off --switchOn--> heating"]],
  ["If credit >= price, the machine goes from collecting to vending.",["collecting --always--> vending [creditAtLeastPrice]"]],
  ["In UML terms, the drinks machine has three states, Idle, Collecting and Dispensing. The event coin takes the machine from Idle to Collecting. Also in Collecting, the event select moves the machine to Dispensing. When the dispenser reports vendComplete, the machine leaves Dispensing and goes back to Idle.",["collecting --SELECT--> dispensing","dispensing --vendComplete--> idle","idle --COIN--> collecting"]],
  ["The `issue` event transitions from `:draft` to `:issued`. The `pay` event transitions from `:issued` to `:paid`. The `void` event is allowed from both `:draft` and `:issued`, and always ends in `:void`.",["draft --issue--> issued","draft --void--> void","issued --pay--> paid","issued --void--> void"]],
  ["PAUSE is only permitted in the playing state, and it takes the player to paused.",["playing --PAUSE--> paused"]],
  ["The machine transitions from idle to running when the sensor reports MOTION.",["idle --MOTION--> running"]],
  ["The LED is off at power-up. A short press turns it on; a long press makes it blink. Any press while blinking turns the LED off.",["blinking --PRESS--> off","off --LONG_PRESS--> blinking","off --SHORT_PRESS--> on"]],
  ["The ATM is idle at startup. Inserting a card moves it to reading. Any key, when reading, cancels and brings the ATM back to idle.",["idle --INSERT_CARD--> reading","reading --KEY--> idle"]],
  ["The heater starts off. Flipping the switch turns the heater on, and flipping it again switches the heater off.",["off --FLIP_SWITCH--> on","on --FLIP_SWITCH--> off"]],
  ["The menu is closed. A click, when the menu is closed, opens it; a second click closes the menu.",["closed --CLICK--> open","open --SECOND_CLICK--> closed"]],
  ["The microwave is idle until the door is closed and start is pressed. It then cooks for the set time and beeps when done, returning to idle. Opening the door while cooking pauses it; closing the door resumes cooking.",["cooking --OPEN_DOOR--> paused","idle --START_PRESSED--> cooking","paused --CLOSE_DOOR--> cooking"]],
  ["The `useMachine` hook returns the current state and a `send` function. Calling `send('TOGGLE')` sends the event to the running actor.",[]],
  ["Statecharts were invented by David Harel in 1987. They extend state machines with hierarchy, concurrency and communication.",[]],
  ["`machine.transition(state, event)` returns the next state without executing any side effects. This is useful for testing.",[]],
  ["Avoid putting too much logic in actions. Guards should be pure functions that return a boolean.",[]],
  ["For example, a traffic light goes from green to yellow to red. Real traffic lights are more complicated, of course.",[]],
  ["The state node's `on` property maps event types to transitions. A transition can have a `target`, `actions` and a `guard`.",[]],
  ["State machines are a great way to model UI logic. In this post we'll build one for a simple toggle. You can think of a state as a mode the UI is in, and an event as something that happens. XState makes this easy, and the visualizer helps you see what's going on. We won't cover actors or spawning here; those are topics for another day.",[]],
  ["Before we start, make sure you have Node installed. Run npm install xstate, then open the project in your editor. If you get stuck, check the docs or ask on Discord.",[]],
  ["This approach scales well as your app grows. Each state only handles the events that make sense in it, so impossible states become impossible. When requirements change, you add a transition instead of another boolean flag.",[]],
  ["In our machine we add a transition from idle to loading on FETCH.",["idle --FETCH--> loading"]],
  ["Logged-out users see the login page. After a successful login they land on the dashboard, and logging out from anywhere brings them back to the login page.",["(root) --LOG_OUT--> login","login --SUCCESSFUL_LOGIN--> dashboard"]],
  ["A ticket is either open, in progress or closed. Agents can pick up an open ticket, which puts it in progress, and close a ticket in progress once it is solved.",["inProgress --CLOSE--> closed","open --PICK_UP--> inProgress"]],
  ["The object remains in state Waiting until event Ready occurs, at which time it transitions to state Processing.",["waiting --READY--> processing"]],
  ["When the FSM is in the Idle state and receives a SetTarget message, it goes to the Active state. In Active, a Flush message sends it back to Idle; any other message keeps it in Active.",["active --FLUSH--> idle","idle --SetTarget--> active"]],
  ["While the phone is ringing, answering the call moves it to the connected state, and ignoring it for 30 seconds sends the caller to voicemail.",["ringing --ANSWER_CALL--> connected","ringing --after 30000--> voicemail"]],
  ["Our reducer handles three actions. `FETCH_START` sets `status` to `'loading'`. `FETCH_SUCCESS` sets it to `'succeeded'`, and `FETCH_FAILURE` sets it to `'failed'`.",["(root) --FETCH_START--> loading","loading --FETCH_FAILURE--> failed","loading --FETCH_SUCCESS--> succeeded"]],
  ["Each NPC starts out idle. If it hears a noise it becomes alert, and if it then spots the player it starts attacking. After ten seconds without seeing anything, an alert NPC calms down and goes back to idle.",["alert --SPOT_PLAYER--> attacking","alert --after 10000--> idle","idle --NOISE--> alert"]],
  ["The job is retried up to three times. If every attempt fails, it is marked as dead.",["(root) --always--> dead [everyAttemptFails]"]],
  ["The `player` machine has a parent state `active` with two children, `playing` and `paused`. It starts in `active.playing`. `PAUSE` moves from `active.playing` to `active.paused`, and `PLAY` moves back. From anywhere in `active`, `STOP` goes to `stopped`.",["active --STOP--> stopped","active.paused --PLAY--> active.playing","active.playing --PAUSE--> active.paused"]],
  ["The checkout is a compound state containing shipping, payment and review, in that order. NEXT moves to the next step and BACK to the previous one. When review is done, the checkout is complete and the machine goes to confirmed.",["checkout --onDone--> confirmed","checkout.payment --BACK--> checkout.shipping","checkout.payment --NEXT--> checkout.review","checkout.review --BACK--> checkout.payment","checkout.shipping --NEXT--> checkout.payment"]],
  ["When the wizard reaches its final step, the `wizard` state is done and the machine transitions to `finished` via its onDone transition.",["wizard --onDone--> finished"]],
  ["Inside the `form` state there are two substates, `editing` and `submitting`. Submitting the form goes from `form.editing` to `form.submitting`. If the server returns an error, we go back to editing.",["form.editing --SUBMIT_FORM--> form.submitting","form.submitting --SERVER_RETURNS_ERROR--> form.editing"]],
  ["The dropdown has an open and a closed state. It starts closed. Clicking the trigger toggles it. Selecting an option closes it.",["closed --CLICK--> open","open --CLICK--> closed","open --SELECT_OPTION--> closed"]],
  ["When the user types, the search box enters the typing state, and after 300ms of inactivity it performs a search and enters the searching state. Results move it to the results state; an error moves it to the error state.",["(root) --TYPE--> typing","searching --invoke.onDone--> results","searching --invoke.onError--> error","searching invokes performSearch","typing --after 300--> searching"]],
  ["An order is created in the pending state. When payment is received, the order becomes paid. Paid orders are shipped after two days.",["paid --after 172800000--> shipped","pending --PAYMENT_RECEIVED--> paid"]],
  ["The following transitions are possible: from idle to running when START is received; from running to paused on PAUSE; and from paused back to running on RESUME.",["idle --START--> running","paused --RESUME--> running","running --PAUSE--> paused"]],
  ["There is a transition from `draft` to `published` triggered by the `PUBLISH` event, and one from `published` back to `draft` triggered by `UNPUBLISH`.",["draft --PUBLISH--> published","published --UNPUBLISH--> draft"]],
  ["1. The user enters the PIN.\n2. If the PIN is correct, the door unlocks.\n3. After 5 seconds the door locks again.",["(root) --PIN--> unlocked [pinIsCorrect]","unlocked --after 5000--> locked"]],
  ["The machine has the following states:\n- `idle`: nothing is happening. A `FETCH` event moves it to `loading`.\n- `loading`: the data is being fetched. On success it goes to `ready`, on failure to `error`.\n- `error`: something went wrong. `RETRY` goes back to `loading`.",["error --RETRY--> loading","idle --FETCH--> loading","loading --invoke.onDone--> ready","loading --invoke.onError--> error","loading invokes fetchData"]],
  ["When the timer reaches zero, the state changes from running to finished.",["running --TIMER_REACHES_ZERO--> finished"]],
  ["The light goes from red to green after 30 seconds, from green to yellow after 25 seconds, and from yellow back to red after 5 seconds.",["green --after 25000--> yellow","red --after 30000--> green","yellow --after 5000--> red"]],
  ["A turnstile has two possible states: Locked and Unlocked. There are two possible inputs that affect its state: putting a coin in the slot (coin) and pushing the arm (push). In the locked state, pushing on the arm has no effect; no matter how many times the input push is given, it stays in the locked state. Putting a coin in – that is, giving the machine a coin input – shifts the state from Locked to Unlocked. In the unlocked state, putting additional coins in has no effect; that is, giving additional coin inputs does not change the state. A customer pushing through the arms gives a push input and resets the state to Locked.",["locked --PUSH--> -","locked --PUT_COIN_IN--> unlocked","unlocked --PUSH--> locked","unlocked --PUT_ADDITIONAL_COINS_IN--> -"]],
  ["The promise is pending until it is either fulfilled with a value or rejected with a reason.",["pending --FULFIL--> fulfilled","pending --REJECT--> rejected"]],
  ["Pending means the Pod has been accepted. Once the Pod is bound to a node, it moves to Running.",["pending --POD_BOUND--> running"]],
  ["When another activity comes into the foreground, the current activity moves from Resumed to the Paused state.",["resumed --ACTIVITY_COMES_FOREGROUND--> paused"]],
  ["Transitions:\n- `melt`: solid → liquid\n- `evaporate`: liquid → gas\n- `ionize`: gas → plasma",["gas --ionize--> plasma","liquid --evaporate--> gas","solid --melt--> liquid"]],
  ["The `melt` trigger moves the model from solid to liquid, and `freeze` does the reverse.",["liquid --freeze--> solid","solid --melt--> liquid"]],
  ["* **Idle**: waiting for input. Pressing a key goes to **Typing**.\n* **Typing**: the user is entering text. After 2 seconds without a key press, go back to **Idle**.",["Idle --PRESS_KEY--> Typing","Typing --after 2000--> Idle"]],
  ["A transition from `draft` to `review` happens when the author calls `submit()`. Reviewers can then `approve()` the post, moving it to `published`.",["draft --submit--> review","review --approve--> published"]],
  ["The system shall enter STANDBY mode upon power-up. When the START command is received in STANDBY, the system shall transition to RUNNING. If a fault is detected in RUNNING, the system shall enter FAULT. A RESET command shall return the system from FAULT to STANDBY.",["FAULT --RESET--> STANDBY","RUNNING --FAULT_DETECTED--> FAULT","STANDBY --START--> RUNNING"]],
  ["Our button has three states: released, pressed and held. When the button goes down it becomes pressed; if it stays down for more than a second it becomes held. Releasing it in either state makes it released again.",["held --RELEASE--> released","pressed --RELEASE--> released","pressed --after 1000--> held","released --GO_DOWN--> pressed"]],
  ["As soon as Pac-Man eats a power pellet, every ghost becomes frightened. Frightened ghosts turn back to normal after 8 seconds.",["frightened --after 8000--> normal","normal --PAC_MAN_EATS_POWER_PELLET--> frightened"]],
  ["In the \"Connecting\" state the app tries to reach the server. It moves to \"Online\" once the handshake succeeds and to \"Offline\" if the attempt times out.",["Connecting --ATTEMPT_TIMES_OUT--> Offline","Connecting --HANDSHAKE_SUCCEEDS--> Online"]],
  ["The machine is in the `playing` state by default. `PAUSE` pauses it, `PLAY` resumes it, and `STOP` stops it from any state.",["(root) --STOP--> stopped","paused --PLAY--> playing","playing --PAUSE--> paused"]],
  ["Our form machine begins in `editing`. The `SUBMIT` event moves it to `submitting`, but only if the `isValid` guard passes. Once the submission finishes, the machine is in `submitted`.",["editing --SUBMIT--> submitting [isValid]","submitting --SUBMISSION_FINISHES--> submitted"]],
  ["Here, the `loading` state invokes a promise actor. The `onDone` transition targets `loaded`, while `onError` targets `error`.",["loading --invoke.onDone--> loaded","loading --invoke.onError--> error","loading invokes promiseActor"]],
  ["The light can be green, yellow or red. Each `TIMER` event advances it to the next color.",["green --TIMER--> yellow","yellow --TIMER--> red"]],
  ["Our vending machine starts in the idle state. Inserting a coin puts it into the ready state, where the customer can choose a product. Choosing a product dispenses it and returns the machine to idle. Pressing refund in ready also returns to idle.",["idle --INSERT_COIN--> ready","ready --CHOOSE_PRODUCT--> idle","ready --PRESS_REFUND--> idle"]],
  ["Each order starts out as a draft. Submitting a draft makes it pending approval. A manager can approve a pending order, which makes it approved, or reject it, which sends it back to draft.",["draft --SUBMIT_DRAFT--> pendingApproval","pendingApproval --APPROVE--> approved","pendingApproval --REJECT--> draft"]],
  ["The state machine for a job has the states queued, running, succeeded and failed. A job enters running when a worker picks it up. It ends in succeeded if the script exits with 0, or in failed otherwise.",["queued --WORKER_PICKS_UP--> running","running --SCRIPT_EXITS--> failed","running --SCRIPT_EXITS--> succeeded"]],
  ["The cat is sleeping. If you wake it up, it becomes hungry. Feeding a hungry cat makes it sleepy.",["hungry --FEED_CAT--> sleepy","sleeping --WAKE_UP--> hungry"]],
  ["Once the user logs in, the session is active. An active session expires after 30 minutes of inactivity and the user is logged out.",["active --after 1800000--> loggedOut"]],
  ["If no transition is defined for an input in the current state, the input is ignored. The lamp is off. Pressing the switch turns it on.",["off --PRESS_SWITCH--> on"]],
  ["A call to start() moves the machine into running. Calling `stop()` while running puts it back into idle.",["idle --start--> running","running --stop--> idle"]],
  ["From the playing state you can pause the video, which moves it to paused.",["playing --PAUSE_VIDEO--> paused"]],
  ["The submit button is disabled while the form is invalid. Once every field is valid, it becomes enabled.",["disabled --always--> enabled [everyFieldIsValid]"]],
  ["Any state can transition to error on ERROR.",["(root) --ERROR--> error"]],
  ["The `idle` state listens for the `FETCH` event and, when it arrives, transitions to `loading`.",["idle --FETCH--> loading"]],
  ["The request starts in pending. It is fulfilled when the server answers with 200, and rejected otherwise.",["pending --SERVER_ANSWERS--> fulfilled","pending --SERVER_ANSWERS--> rejected"]],
  ["Our light has three states: green, yellow, and red. After 30 seconds red becomes green. After 25 seconds green becomes yellow, and after 5 seconds yellow becomes red.",["green --after 25000--> yellow","red --after 30000--> green","yellow --after 5000--> red"]],
  ["The turnstile is locked. Inserting a coin unlocks it. Pushing the arm locks it.",["locked --INSERT_COIN--> unlocked","unlocked --PUSH_ARM--> locked"]],
  ["The enemy has three states: patrolling, chasing and attacking. When it sees the player, it chases him. When it is close enough, it attacks. If it loses sight of the player while chasing, it goes back to patrolling.",["chasing --LOSE_SIGHT--> patrolling","chasing --always--> attacking [isCloseEnough]","patrolling --PLAYER--> chasing"]],
  ["In idle, CONNECT moves it to connecting; on success it is connected, on failure it returns to idle.",["connecting --FAILURE--> idle","connecting --SUCCESS--> connected","idle --CONNECT--> connecting"]],
  ["In idle, CONNECT moves it to connecting. On success it goes to connected, on failure back to idle.",["connecting --FAILURE--> idle","connecting --SUCCESS--> connected","idle --CONNECT--> connecting"]],
  ["The timer can be idle, running or paused. From either idle or paused, RESET returns the timer to idle.",["idle --RESET--> idle","paused --RESET--> idle"]],
  ["The timer can be idle, running or paused. RESET returns the timer from paused or running to idle.",["paused --RESET--> idle","running --RESET--> idle"]],
  ["The timer can be idle, running or paused. Both paused and running go to idle on RESET.",["paused --RESET--> idle","running --RESET--> idle"]],
  ["The timer can be idle, running or paused. In both paused and running, RESET goes to idle.",["paused --RESET--> idle","running --RESET--> idle"]],
  ["The game loop has three phases: input, update and render. Each frame goes from input to update to render and back to input.",["input --FRAME--> update","render --FRAME--> input","update --FRAME--> render"]],
  ["The ticket goes from open to in progress when someone picks it up, and from in progress to done when it is resolved.",["inProgress --RESOLVE--> done","open --PICK_UP--> inProgress"]],
  ["This machine has two states, On and Off. In On, the flick event goes to Off. In Off, the \"flick\" event goes to On.",["off --FLICK--> on","on --FLICK--> off"]],
  ["Idle goes to busy on the start event. From busy, a second \"Start\" event is ignored, and STOP goes back to idle.",["busy --START--> -","busy --STOP--> idle","idle --START--> busy"]],
  ["The switch has two states, on and off. TOGGLE moves it from on to off, and vice versa.",["off --TOGGLE--> on","on --TOGGLE--> off"]],
  ["The modal can be open or closed. You can only CLOSE the modal when it's open, and vice versa.",["closed --OPEN--> open","open --CLOSE--> closed"]],
  ["The machine moves to the checking state when the send event occurs. If the message is invalid, it goes back to the editing state.",["checking --always--> editing [messageIsInvalid]","editing --SEND--> checking"]],
  ["The robot has three behaviours: wander, avoid and charge. It wanders by default. When an obstacle is detected it switches to avoid, and returns to wander once the path is clear. If the battery is low, it switches to charge from any behaviour.",["(root) --always--> charge [batteryIsLow]","avoid --always--> wander [pathIsClear]","wander --OBSTACLE_DETECTED--> avoid"]],
  ["The accordion item is collapsed initially. Clicking its header expands it; clicking again collapses it.",["collapsed --CLICK_HEADER--> expanded","expanded --CLICK_HEADER--> collapsed"]],
  ["The download can be paused and resumed. While it is downloading, pause moves it to paused; resume brings it back to downloading. When the download completes, it moves to done.",["downloading --DOWNLOAD_COMPLETES--> done","downloading --PAUSE--> paused","paused --RESUME--> downloading"]],
  ["The session begins in the Unauthenticated state. A successful login transitions it to Authenticated, while a failed login leaves it in Unauthenticated. Logging out from Authenticated returns it to Unauthenticated.",["authenticated --LOG_OUT--> unauthenticated","unauthenticated --FAILED_LOGIN--> unauthenticated","unauthenticated --SUCCESSFUL_LOGIN--> authenticated"]],
  ["There are three modes: normal, insert and visual. Pressing i in normal mode enters insert mode, pressing v enters visual mode.",["normal --PRESS_I--> insert","normal --PRESS_V--> visual"]],
  ["We want the form to go to submitting when the user clicks submit. If the submission succeeds, we show a success message; if it fails, we go back to the form with an error.",["form --SUBMIT--> submitting","submitting --FAIL--> form"]],
  ["Think of a promise: it starts pending, and it either resolves, becoming fulfilled, or rejects, becoming rejected.",["pending --REJECT--> rejected","pending --RESOLVE--> fulfilled"]],
  ["The bulb has two states, lit and unlit. The switch event flips it from one to the other.",["lit --SWITCH--> unlit","unlit --SWITCH--> lit"]],
  ["In XState, you'd write this as a machine with two states. The machine starts in `idle` and, on `FETCH`, transitions to `loading`.",["idle --FETCH--> loading"]],
  ["A timer machine has an idle state, a running state and a finished state. START goes from idle to running, and when the time is up the timer goes to finished.",["idle --START--> running","running --always--> finished [timeIsUp]"]],
  ["Let's model a simple door. It can be opened or closed. When it's closed, the OPEN event opens it. When it's open, the CLOSE event closes it.",["closed --OPEN--> opened","opened --CLOSE--> closed"]],
  ["The printer is idle until a job arrives. Printing starts when a job arrives.",["idle --JOB_ARRIVES--> printing"]],
  ["The printer is printing. If paper runs out while printing, the printer waits in paperOut until paper is loaded.",["printing --PAPER_RUNS_OUT--> paperOut"]],
  ["The stopwatch has three states: stopped, running and paused. Start moves from stopped to running. Reset goes to stopped from any state.",["(root) --RESET--> stopped","stopped --START--> running"]],
  ["A user account is created in the pending state. Verifying the email activates it. An active account can be suspended by an admin.",["active --SUSPEND--> suspended","pending --VERIFY_EMAIL--> active"]],
  ["The player has three states: stopped, playing and paused. While playing, pause pauses it and stop stops it.",["playing --PAUSE--> paused","playing --STOP--> stopped"]],
  ["Initially, the switch is off. Each press toggles it between on and off.",["off --PRESS--> on","on --PRESS--> off"]],
  ["The character is standing by default. While standing, pressing down makes her duck.",["standing --PRESS_DOWN--> ducking"]],
  ["A circuit breaker is closed by default. After a 30-second cooldown it becomes half-open.",["closed --after 30000--> halfOpen"]],
  ["In the LISTEN state, the server waits for a SYN. On receiving a SYN, it sends a SYN-ACK and moves to SYN-RECEIVED. When the final ACK arrives, the connection is ESTABLISHED.",["LISTEN --SYN--> SYN-RECEIVED","SYN-RECEIVED --ACK--> ESTABLISHED"]],
  ["The connection starts out disconnected. Calling connect() puts it in the connecting state. If the handshake succeeds, it becomes connected; if it times out, it goes back to disconnected.",["connecting --HANDSHAKE_SUCCEEDS--> connected","connecting --after timeout--> disconnected","disconnected --connect--> connecting"]],
  ["The state machine transitions from A to B on event X, and from B to C on event Y.",["A --X--> B","B --Y--> C"]],
  ["There is a single transition, from idle to active, triggered by the start event.",["idle --START--> active"]],
  ["The machine should transition from 'draft' to 'published' when the PUBLISH event is sent, but only if the user is an editor.",["draft --PUBLISH--> published [userIsEditor]"]],
  ["If the password is wrong three times, the account is locked for 30 minutes, after which it unlocks automatically.",["(root) --always--> locked [passwordIsWrongThreeTimes]","locked --after 1800000--> unlocked"]],
  ["In our example, the light can be red, yellow or green. It starts red. The TIMER event moves red to green, green to yellow, and yellow to red.",["green --TIMER--> yellow","red --TIMER--> green","yellow --TIMER--> red"]],
  ["The authentication machine has the states signedOut, signingIn and signedIn. signedOut handles SIGN_IN by moving to signingIn. signingIn moves to signedIn on SUCCESS and back to signedOut on FAILURE. signedIn handles SIGN_OUT by going to signedOut.",["signedIn --SIGN_OUT--> signedOut","signedOut --SIGN_IN--> signingIn","signingIn --FAILURE--> signedOut","signingIn --SUCCESS--> signedIn"]],
  ["An input is pristine until the user edits it, then it is dirty.",["pristine --EDIT--> dirty"]],
  ["The vending machine waits for coins. Inserting a coin moves it to hasCredit. Pressing a product button dispenses the product and returns it to waiting.",["hasCredit --PRESS_PRODUCT_BUTTON--> waiting","waiting --INSERT_COIN--> hasCredit"]],
  ["First, our machine is in the green state. After 30 seconds it should go to yellow, and after 5 more seconds to red. From red, it goes back to green after 20 seconds.",["green --after 30000--> yellow","red --after 20000--> green","yellow --after 5000--> red"]],
  ["The light is green. After 30 seconds it goes to yellow, then after 5 seconds to red, and after 20 seconds to green.",["green --after 30000--> yellow","red --after 20000--> green","yellow --after 5000--> red"]],
  ["You can think of the modal as having two states, open and closed. Clicking the trigger opens it.",["closed --CLICK--> open"]],
  ["The wizard has four steps. From step one, Next goes to step two; from step two, Next goes to step three and Back returns to step one.",["stepOne --NEXT--> stepTwo","stepTwo --BACK--> stepOne","stepTwo --NEXT--> stepThree"]],
  ["From idle, Next goes to ready; from ready, Next goes to done.",["idle --NEXT--> ready","ready --NEXT--> done"]],
  ["Initially the BGP state is Idle. In this state, BGP refuses all incoming connections. In response to a ManualStart event, the local system initiates a TCP connection and changes its state to Connect.",["idle --ManualStart--> connect"]],
  ["The code lock starts in the locked state. When the correct code is entered, the door unlocks and the lock enters the open state. The lock stays open for 10 seconds, then it locks again.",["locked --CORRECT_CODE_ENTERED--> open","open --after 10000--> locked"]],
  ["The character is standing by default. Pressing B makes her jump. Releasing down while ducking makes her stand.",["ducking --RELEASE_DOWN--> standing","standing --B--> jumping"]],
  ["The server is LISTEN, SYN_RCVD or CLOSED. On receiving the SYN, the listening server replies with a SYNACK segment and moves to SYN_RCVD.",["LISTEN --SYN--> SYN_RCVD"]],
  ["An NPC is idle, alert or fleeing. A loud noise puts an idle NPC in alert.",["idle --LOUD_NOISE--> alert"]],
  ["Workers are idle or busy. A job moves an idle worker to busy.",["idle --JOB--> busy"]],
  ["Consider the DFA with states q0 and q1. On reading 1 it moves from q0 to q1; reading 0 in q1 returns it to q0.",["q0 --1--> q1","q1 --0--> q0"]],
  ["If the charge succeeds the subscription simply stays `active`. If the charge fails, the subscription becomes `past_due`.",["active --CHARGE_FAILS--> past_due","active --CHARGE_SUCCEEDS--> -"]],
  ["The light starts in green. When the timer fires the light immediately goes to yellow.",["green --TIMER_FIRES--> yellow"]],
  ["The sketch starts in IDLE. A short press moves to BLINKING. Any press in SOLID returns to IDLE.",["IDLE --SHORT_PRESS--> BLINKING","SOLID --PRESS--> IDLE"]],
  ["Repeat button: tapping it cycles Off → All → One → Off.",["all --TAP--> one","off --TAP--> all","one --TAP--> off"]],
  ["Each tap cycles Off → All → One → Off.",["all --TAP--> one","off --TAP--> all","one --TAP--> off"]],
  ["Pressing MODE cycles through Off -> All -> One -> Off.",["all --MODE--> one","off --MODE--> all","one --MODE--> off"]],
  ["The MODE button cycles through Off, All and One.",["all --MODE--> one","off --MODE--> all","one --MODE--> off"]],
  ["Each tap cycles through Off, All and One.",["all --TAP--> one","off --TAP--> all","one --TAP--> off"]],
  ["The signal cycles through Green, Yellow and Red.",[]],
  ["Our login flow: the user enters their email on the `credentials` screen. If the password is wrong they stay there; if it's right they go to `mfa`.",["credentials --ENTER_EMAIL--> - [passwordIsWrong]","credentials --ENTER_EMAIL--> mfa [isRight]"]],
  ["From the cart, clicking 'Checkout' enters the checkout flow. Inside checkout there are shipping and payment steps.",["cart --CHECKOUT--> checkout"]],
  ["The user types a code on the `verify` page. A correct code goes to `done`.",["verify --TYPE_CODE--> done"]],
  ["The user enters a password on the `login` screen. If the password is wrong they stay there; otherwise they go to `home`.",["login --ENTER_PASSWORD--> - [passwordIsWrong]","login --ENTER_PASSWORD--> home"]],
  ["The cart starts in checking. If the cart is empty it goes to empty; otherwise it goes to hasItems.",["checking --always--> empty [cartIsEmpty]","checking --always--> hasItems"]],
  ["Refunds are created with status `pending`. Most settle within seconds and move to `succeeded`; pending refunds can be canceled, which moves them to `canceled`.",["pending --CANCEL--> canceled","pending --MOST_SETTLE--> succeeded"]],
  ["A session is created in **Scheduled**. It becomes **Check-in** when the candidate clicks Launch.",["Scheduled --LAUNCH--> Check-in"]],
  ["New candidates are created as \"Applied\". Recruiters move them to \"Phone Screen\" by clicking Schedule.",["Applied --SCHEDULE--> Phone Screen"]],
  ["The claim starts in Draft. Submitting it moves it to Submitted and sends it to your cost-centre owner.",["draft --SUBMIT--> submitted"]],
  ["Press 1 to listen to your messages, or 2 to record a greeting. While listening, press 7 to delete the message or 9 to save it. Press star at any time to return to the main menu.",["(root) --PRESS_1--> listening","(root) --PRESS_STAR--> mainMenu"]],
  ["The phone starts in idle. Press 0 at any time to return to the main menu.",["(root) --PRESS_0--> mainMenu"]],
  ["States we track in `PermissionState`: `NOT_ASKED`, `GRANTED`, `DENIED`.\n- NOT_ASKED → request permission → GRANTED / DENIED",["NOT_ASKED --REQUEST_PERMISSION--> DENIED","NOT_ASKED --REQUEST_PERMISSION--> GRANTED"]],
  ["States: IDLE, OK, FAILED. IDLE → run the check → OK or FAILED",["IDLE --RUN_CHECK--> FAILED","IDLE --RUN_CHECK--> OK"]],
  ["Hiring pipeline (simplified)\n\nApplied -> Phone screen -> Onsite -> Offer -> Hired\n\n- Recruiters move candidates forward with **Advance**.",["applied --ADVANCE--> phone","offer --ADVANCE--> hired","onsite --ADVANCE--> offer","phone --ADVANCE--> onsite"]],
  ["Switch can be turned off while `disabled`\n\nThe Switch should go `off` → `on` on click, unless it's disabled.",["off --CLICK--> on [isNotDisabled]"]],
  ["The sketch starts in `IDLE`. A long press — held longer than one second — from either `IDLE` or `BLINKING` goes to `SOLID`.",["BLINKING --LONG_PRESS--> SOLID","IDLE --LONG_PRESS--> SOLID"]],
  ["The player is `idle` until a source is loaded, then `loading`. Errors while loading move to `error`.",["idle --SOURCE_LOADED--> loading","loading --ERRORS--> error"]],
  ["The form starts in `editing`. `submitting` calls our API; on success it ends up in `success`, on failure it goes to `error`.",["submitting --invoke.onDone--> success","submitting --invoke.onError--> error","submitting invokes API"]],
  ["`submitting` calls the API. On success it goes to `success`.",["submitting --invoke.onDone--> success","submitting invokes API"]],
  ["The toggle is either **on** or **off**. Clicking or pressing Space flips it.",["off --CLICK--> on","off --SPACE--> on","on --CLICK--> off","on --SPACE--> off"]],
  ["Example: a parking meter. Top level: `Idle` and `Session`. Inserting a coin in Idle enters Session. From anywhere inside Session, pressing CANCEL returns to Idle.",["idle --INSERT_COIN--> session","session --CANCEL--> idle"]],
  ["Each panel moves through `collapsed`, `expanding` and `expanded`. Clicking the header while `collapsed` starts `expanding`; when the `transitionend` event fires it settles into `expanded`.",["collapsed --CLICK_HEADER--> expanding","expanding --transitionend--> expanded"]],
  ["Tracking events explained\n\nLabel created — the shipper has printed a label.\nIn transit — we scanned it at our depot.\nOut for delivery — it is on the van today. When the driver scans it at your door it moves to Delivered.\nDelivered — signed for.",["Out for delivery --SCAN--> Delivered"]],
  ["In IDLE, press START to go to RUNNING.",["IDLE --START--> RUNNING"]],
  ["The conveyor is in IDLE. The operator presses START to go to RUNNING.",["IDLE --START--> RUNNING"]],
  ["A locked account unlocks by itself after 30 minutes.",["locked --after 1800000--> unlocked"]],
  ["Gate G2: closed → (open cmd) → opening → (open limit) → open → (45 s) → closing → (close limit) → closed.",["closed --OPEN_CMD--> opening","closing --CLOSE_LIMIT--> closed","open --after 45000--> closing","opening --OPEN_LIMIT--> open"]],
  ["Add TIMEOUT from `awaitingPayment` to `cancelled` (15 min) so abandoned carts release their stock reservation.",["awaitingPayment --after 900000--> cancelled"]],
  ["Add RETRY from `failed` to `loading`.",["failed --RETRY--> loading"]],
  ["The menu is collapsed by default. Enter, Space or ArrowDown opens the menu and moves focus to the first item. Escape closes the menu and returns focus to the button.",["collapsed --ArrowDown--> open","collapsed --ENTER--> open","collapsed --SPACE--> open","open --ESCAPE--> closed"]],
  ["It sits `idle` until the user types. Every keystroke (I send `TYPE`) while idle or debouncing should put it in `debouncing`.",["debouncing --TYPE--> debouncing","idle --TYPE--> debouncing"]],
  ["The thermostat is normally in Schedule mode, following your program. If you turn the dial, it goes into Hold.",["schedule --TURN_DIAL--> hold"]],
  ["Start goes to Dialing. Ring goes to Ringing. Answer goes to Connected. Hanging up from any of Dialing, Ringing or Connected also returns to Idle.",["(root) --START--> dialing","connected --HANG_UP--> idle","dialing --ANSWER--> connected","dialing --HANG_UP--> idle","dialing --RING--> ringing","ringing --HANG_UP--> idle"]],
  ["The monitor is in CRIT. It goes back to OK once p99 has stayed under 600 ms for 10 minutes.",["CRIT --after 600000--> OK"]],
  ["Out of the case they go into pairing mode for 3 minutes. If your phone connects in that window they're Connected.",["pairing --PHONE_CONNECTS--> connected"]],
  ["A refund is created with a status of pending. When the bank confirms it, it moves to done.",["pending --BANK_CONFIRMS--> done"]],
  ["In Progress → Waiting for Customer (Request info)\nWaiting for Customer → In Progress — happens automatically when the reporter comments\nResolved → Closed — automation closes it after 5 days with no activity",["inProgress --REQUEST_INFO--> waitingForCustomer","resolved --after 432000000--> closed","waitingForCustomer --REPORTER_COMMENTS--> inProgress"]],
  ["ringing --answer--> connected",["ringing --ANSWER--> connected"]],
  ["Transition | From | To | Who\nTriage | NEW | TRIAGED | any dev\nAssign | TRIAGED | ASSIGNED | lead only\nWontfix | NEW, TRIAGED | WONTFIX |",["NEW --TRIAGE--> TRIAGED","NEW --WONTFIX--> WONTFIX","TRIAGED --ASSIGN--> ASSIGNED","TRIAGED --WONTFIX--> WONTFIX"]],
  ["Examples:\n  | current | event | next |\n  | Trial | 14 days pass | Grace |\n  | Trial | the user pays | Active |",["Trial --PAY--> Active","Trial --after 1209600000--> Grace"]],
  ["Incidents start as Unassigned. If nobody picks one up within 30 minutes it is escalated to the duty manager (status `Escalated`).",["unassigned --after 1800000--> Escalated"]],
  ["A claim starts in In assessment. A handler may ask you for more info (status: Info requested); once you upload it, it goes back to In assessment.",["inAssessment --ASK--> infoRequested","infoRequested --UPLOAD--> inAssessment"]],
  ["The states are idle, running and paused. While running, press PAUSE to pause. Press RUN to resume.",["paused --RUN--> running","running --PAUSE--> paused"]],
  ["The states are washing and paused. During washing, press START to pause the cycle. Press START again to resume.",["paused --START--> washing","washing --START--> paused"]],
  ["Sequence is green for 8 seconds, yellow for 2, red for 6, back to green.",["green --after 8000--> yellow","red --after 6000--> green","yellow --after 2000--> red"]],
  ["Then veh amber 3 s → all red 2 s → ped WALK 7 s → back to vehicle green.",["allRed --after 2000--> pedWalk","amber --after 3000--> allRed","pedWalk --after 7000--> vehicleGreen"]],
  ["Step 0 INIT -> all red for 3s -> Step 10",["allRed --after 3000--> Step 10"]],
  ["The states are BOUND, RENEWING and REBINDING. An ACK received in RENEWING or REBINDING returns the client to BOUND.",["REBINDING --ACK--> BOUND","RENEWING --ACK--> BOUND"]],
  ["The client is in SELECTING. The first OFFER received moves the client to REQUESTING.",["SELECTING --OFFER--> REQUESTING"]],
  ["If the Hold timer expires in OPENSENT or ESTABLISHED, the peer transitions to IDLE.",["ESTABLISHED --after holdTimer--> IDLE","OPENSENT --after holdTimer--> IDLE"]],
  ["The flight controller boots into DISARMED. Arming moves it to ARMED.",["DISARMED --ARM--> ARMED"]],
  ["The states are FLYING, RETURN_TO_HOME and LANDED. Landing from either FLYING or RETURN_TO_HOME ends in LANDED.",["FLYING --LAND--> LANDED","RETURN_TO_HOME --LAND--> LANDED"]],
  ["Given I am on the login screen\nWhen I enter a wrong password\nThen my account is locked",["login --ENTER_WRONG_PASSWORD--> locked"]],
  ["In Ground form, hitting her weak point knocks her into Air.",["groundForm --HIT_WEAK_POINT--> air"]],
  ["The states are following, fetch and guard. Throwing a stick while the dog is following sends it to `fetch`.",["following --THROW_STICK--> fetch"]],
  ["The states are FAULT and IDLE. In FAULT, the operator clears the jam and presses RESET to return to IDLE.",["FAULT --RESET--> IDLE"]],
  ["An endpoint in the ACTIVE state MUST send a HEARTBEAT every 30 seconds. If no ACK arrives within 10 seconds, the endpoint enters SUSPECT.",["ACTIVE --after 10000--> SUSPECT"]],
  ["The carousel has three slides. \"Skip\" on any slide jumps to Sign Up.",["(root) --SKIP--> signUp"]],
  ["Specimens are RECEIVED, QUARANTINE or REJECTED. Quarantined specimens that are not resolved within 72 hours are REJECTED.",["QUARANTINE --after 259200000--> REJECTED"]],
  ["Tickets are Open, Solved or Closed. Replying to a solved ticket moves it back to Open.",["solved --REPLY--> open"]],
  ["The Pod is Pending until it has been scheduled; then it is Running.",["pending --SCHEDULED--> running"]],
  ["The ticket is Open. Any agent can put it on hold (\"Waiting\").",["open --PUT--> Waiting"]],
  ["Tickets are In Dev, In Review or Blocked. You can mark a ticket in In Dev as Blocked.",["inDev --MARK--> blocked"]],
  ["A subscription is `active` or `canceled`. You can cancel an active subscription at any time.",["active --CANCEL--> canceled"]],
  ["Suspend goes RUNNING → SUSPENDING → SUSPENDED.",["RUNNING --Suspend--> SUSPENDING","SUSPENDING --Suspend--> SUSPENDED"]],
  ["The states are RUNNING, SUSPENDING and SUSPENDED. Suspend goes RUNNING → SUSPENDING → SUSPENDED; Resume takes it straight back to RUNNING.",["RUNNING --Suspend--> SUSPENDING","SUSPENDED --RESUME--> RUNNING","SUSPENDING --Suspend--> SUSPENDED"]],
  ["Zone 1 is the entry. If nobody badges within 2 minutes it goes to Zone 2, and after another 5 minutes to Zone 3.",["(root) --after 120000--> Zone 2","Zone 2 --after 300000--> Zone 3"]],
  ["In waiting, if the guard doesn't reply within 30 seconds, it returns to idle.",["waiting --after 30000--> idle"]],
  ["Tier 1 pages the primary. If they don't ack within 10 minutes it goes to Tier 2, and after another 10 minutes to Tier 3. If Tier 3 doesn't ack in 15 minutes the policy goes back to Tier 1.",["(root) --after 600000--> Tier 2","Tier 2 --after 600000--> Tier 3","Tier 3 --after 900000--> Tier 1"]],
  ["In idle, if nobody answers within 10 seconds it goes to ringing, and after another 15 seconds to voicemail.",["idle --after 10000--> ringing","ringing --after 15000--> voicemail"]],
  ["The pump runs until the tank is full; then it stops.",["running --always--> stopped [tankIsFull]"]],
  ["The enemy has three states: patrol, chase and attack. It patrols until it sees the player, then it chases.",["patrol --PLAYER--> chase"]],
  ["The beacon blinks until the button is pressed, then it goes to idle.",["blinking --BUTTON_PRESSED--> idle"]],
  ["The drone keeps hovering until it gets a new waypoint, then it goes to cruising.",["hovering --NEW_WAYPOINT--> cruising"]],
  ["A document is Draft, In Review or Approved. A reviewer can either approve it, and it becomes Approved, or reject it.",["draft --APPROVE--> approved"]],
  ["Jobs start out pending. When the printer becomes available the job is processing.",["pending --PRINTER_BECOMES_AVAILABLE--> processing"]],
  ["In idle, once the tank becomes full, it goes to draining.",["idle --TANK_BECOMES_FULL--> draining"]],
  ["The lift is in IDLE, DOORS_OPEN or DOORS_CLOSING. The doors stay open for 3 seconds, then we go to DOORS_CLOSING.",["DOORS_OPEN --after 3000--> DOORS_CLOSING"]],
  ["The order can be in Pending, Paid or Shipped. Paying a pending order makes it Paid.",["pending --PAY_ORDER--> paid"]],
  ["In MOVING, the sensor checks whether this is the target floor; if so we stop the motor and go to DOORS_OPEN.",["MOVING --CHECK_WHETHER_TARGET_FLOOR--> DOORS_OPEN"]],
  ["The toast is visible or paused. POINTER_ENTER takes it to paused, and POINTER_LEAVE resumes it back in visible.",["paused --POINTER_LEAVE--> visible","visible --POINTER_ENTER--> paused"]],
  ["A card is active or blocked. Blocking moves it to blocked; Unblock puts it back in active.",["active --BLOCK--> blocked","blocked --UNBLOCK--> active"]],
  ["Accounts are active or suspended. An admin can suspend an active account (→ suspended) and reinstate it later (→ active).",["active --SUSPEND_ACTIVE_ACCOUNT--> suspended","suspended --REINSTATE--> active"]],
  ["The approver can approve it (→ Approved) or reject it (→ Rejected).",["(root) --APPROVE--> approved","(root) --REJECT--> rejected"]],
  ["The lift is IDLE, MOVING or DOORS_OPEN. While MOVING, a floor sensor interrupt moves it to DOORS_OPEN.",["MOVING --FLOOR_SENSOR--> DOORS_OPEN"]],
  ["The order is SUBMITTED, PAID or CANCELLED. CANCEL is accepted in both SUBMITTED and PAID and ends in CANCELLED.",["PAID --CANCEL--> CANCELLED","SUBMITTED --CANCEL--> CANCELLED"]],
  ["At the top level it is either Off or On. On is a composite state with substates Stopped, Playing and Paused. Play moves from Stopped to Playing.",["on.stopped --PLAY--> on.playing"]],
  ["Tasks are created as PENDING. When a worker reserves the task it becomes STARTED.",["PENDING --WORKER_RESERVES--> STARTED"]],
  ["The wizard has three steps: one, two and three. NEXT advances one step and BACK goes one step back.",["one --NEXT--> two","three --BACK--> two","two --BACK--> one","two --NEXT--> three"]],
  ["A run is queued, running or expired. Runs that sit in queued for more than 24 hours are expired automatically.",["queued --after 86400000--> expired"]],
  ["A run is queued, running, canceled or failed. A run that is still queued or running can be cancelled, which moves it to canceled.",["queued --CANCEL--> canceled","running --CANCEL--> canceled"]],
  ["A subscription is `trialing`, `active` or `canceled`. A subscription that is `trialing` or `active` can be canceled, which moves it to `canceled`.",["active --CANCEL--> canceled","trialing --CANCEL--> canceled"]],
  ["A rollout is Canary, Progressing or Aborted. You can also abort manually from Canary or Progressing.",["canary --ABORT--> aborted","progressing --ABORT--> aborted"]],
  ["Um, the cart starts in, uh, 'browsing'. When you hit checkout we go to 'shipping'.",["browsing --HIT_CHECKOUT--> shipping"]],
  ["In REBINDING, if the lease expires before the client receives a DHCPACK, the client moves to INIT state.",["REBINDING --after lease--> INIT"]],
  ["In in_transit, if the bank rejects it before it's paid, the status changes to failed.",["in_transit --BANK_REJECTS--> failed"]],
  ["Our robot has three states: FOLLOW, SEARCH and STOP. If it has been searching for more than 5 seconds, it goes to STOP.",["SEARCH --after 5000--> STOP"]],
  ["Documents are Draft, In Review or Approved. In In Review, a reviewer can either approve it, which moves it to Approved, or request changes, which sends it back to Draft.",["inReview --APPROVE--> approved","inReview --REQUEST_CHANGES--> draft"]],
  ["Documents are Draft, Approved or Published. Approved documents are published by an editor and end up Published.",["approved --PUBLISH--> published"]],
  ["Every document starts life as a **Draft**. Approved documents are published by an editor and end up **Published**.",["approved --PUBLISH--> Published"]],
  ["Doors are open or closed. When the open limit switch trips, the door is open.",["closed --OPEN_LIMIT_SWITCH_TRIPS--> open"]],
  ["Pull requests are Draft, Open, Merged or Closed. A closed PR can be reopened, which returns it to Open.",["closed --REOPEN--> open"]],
  ["Jobs are pending, held or done. A held job stays held until it is released, which moves it back to pending.",["held --RELEASE--> pending"]],
  ["Jobs are pending, held or done. A job stays held until it is released, which moves it back to pending.",["held --RELEASE--> pending"]],
  ["Jobs are processing, completed or aborted. In processing, jobs finish as completed, or aborted if the printer reports an unrecoverable error.",["processing --FINISH--> completed","processing --UNRECOVERABLE_ERROR--> aborted"]],
  ["The transaction is Calling or Proceeding. If a provisional response (1xx) is received while in Calling, the client transaction moves to the Proceeding state.",["calling --PROVISIONAL--> proceeding"]],
  ["Add a `PAUSE` event from Playing to Paused, and a `PLAY` event from Paused back to Playing.",["paused --PLAY--> playing","playing --PAUSE--> paused"]],
  ["SUBMIT moves the form to validating. If the data is valid, the form goes into two regions, one saving the draft and one logging it. Otherwise, the form goes back to editing.",["editing --SUBMIT--> validating","validating --always--> editing"]],
  ["The machine has two regions, one handling the audio and one handling the video. PLAY moves it from idle to playing.",["idle --PLAY--> playing"]],
  ["The lock has three states: Locked, Unlocked and Jammed. Tapping the icon unlocks the door.",["locked --TAP_ICON--> unlocked"]],
  ["The lock has three states: Locked, Unlocked and Jammed. Tapping the icon unlocks it, and the lock re-locks itself 30 seconds later.",["locked --TAP_ICON--> unlocked","unlocked --after 30000--> locked"]],
  ["Green lasts 30 seconds, then the light turns yellow.",["green --after 30000--> yellow"]],
  ["The light has three states: RED, GREEN and YELLOW. GREEN lasts 4 seconds and then we go to YELLOW, and YELLOW holds for just 1 second before we're back to RED.",["GREEN --after 4000--> YELLOW","YELLOW --after 1000--> RED"]],
  ["In `charging` we run the `ChargeCard` activity: success puts it in `active`, failure in `past_due`.",["charging --invoke.onDone--> active","charging --invoke.onError--> past_due","charging invokes ChargeCard"]],
  ["In idle, PLAY takes it to playing, STOP to stopped.",["idle --PLAY--> playing","idle --STOP--> stopped"]],
  ["`green` goes to `yellow` on `TIMER`, and `yellow` to `red` on `TIMER`.",["green --TIMER--> yellow","yellow --TIMER--> red"]],
  ["In `Playing`, `stop` goes to `Stopped` (`stop_playback`), `pause` to `Paused` (`pause_playback`).",["Playing --pause--> Paused","Playing --stop--> Stopped"]],
  ["It starts in `trialing`. When the trial ends we move to `charging` and run the `ChargeCard` activity: success puts the subscription in `active`, failure in `past_due`.",["charging --invoke.onDone--> active","charging --invoke.onError--> past_due","charging invokes ChargeCard","trialing --TRIAL_ENDS--> charging"]],
  ["The light cycles through its colours: green for 30 seconds, yellow for 3 seconds, then red for 20 seconds.",["green --after 30000--> yellow","yellow --after 3000--> red"]],
  ["The controller waters each zone in turn: Zone 1 for 10 minutes, Zone 2 for 15 minutes, then Zone 3 for 10 minutes, after which the controller returns to standby.",["Zone 1 --after 600000--> Zone 2","Zone 2 --after 900000--> Zone 3","Zone 3 --after 600000--> standby"]],
  ["The controller waters each zone in turn: Zone 1 for 10 minutes, Zone 2 for 15 minutes, then Zone 3 for 10 minutes. In Zone 2, SKIP goes to Zone 3.",["Zone 1 --after 600000--> Zone 2","Zone 2 --SKIP--> Zone 3","Zone 2 --after 900000--> Zone 3"]],
  ["Each item is either open, completed or overridden, and every item starts out open. An open item can be overridden with the OVRD key, and an overridden item can be reset back to open with CHKL RESET.",["open --OVRD--> overridden","overridden --CHKL_RESET--> open"]],
  ["Pressing Audio Paused puts an active alarm into Audio Paused for 2 minutes; when that time runs out, it is Active again.",["active --AUDIO_PAUSED--> audioPaused","audioPaused --after 120000--> active"]],
  ["The elevator has MovingUp and MovingDown states. From either moving state, STOP goes to Idle.",["MovingDown --STOP--> idle","MovingUp --STOP--> idle"]],
  ["The saga has two waiting states, WaitingForProfile and WaitingForFirstProject. From either waiting state, DELETE goes to Final.",["WaitingForFirstProject --DELETE--> final","WaitingForProfile --DELETE--> final"]],
  ["When the transaction starts the connector goes to Charging. If the EV stops drawing energy the status is SuspendedEV; if the EVSE withholds energy the status is SuspendedEVSE. Either suspended status returns to Charging when energy transfer resumes.",["(root) --TRANSACTION_STARTS--> charging","SuspendedEV --ENERGY_TRANSFER_RESUMES--> charging","SuspendedEVSE --ENERGY_TRANSFER_RESUMES--> charging","charging --EVSE_WITHHOLDS--> SuspendedEVSE","charging --EV_STOPS--> SuspendedEV"]],
  ["A player in the main menu who clicks Host goes to `CreatingLobby`.",["mainMenu --HOST--> CreatingLobby"]],
  ["A player in the main menu (`MainMenu`) who clicks Host goes to `CreatingLobby`.",["mainMenu --HOST--> CreatingLobby"]],
  ["The phases are Work, Rest and Play. In Rest, when the break ends we go back to Work.",["rest --BREAK_ENDS--> work"]],
  ["START moves it to `InLobby`. If the host disconnects, clients are kicked back to `MainMenu`.",["InLobby --HOST_DISCONNECTS--> MainMenu","MainMenu --START--> InLobby"]],
  ["Bugs are UNCONFIRMED, NEW, ASSIGNED, RESOLVED, VERIFIED, REOPENED or CLOSED. Anyone can reopen a VERIFIED or CLOSED bug if the problem comes back.",["CLOSED --REOPEN--> REOPENED","VERIFIED --REOPEN--> REOPENED"]],
  ["Tickets are open, pending or closed. You can delete an open or pending ticket.",["open --DELETE--> deleted","pending --DELETE--> deleted"]],
  ["A bug gets confirmed (UNCONFIRMED → NEW) by a triager.",["UNCONFIRMED --CONFIRM--> NEW"]],
  ["The reviewer approves it (Draft -> Published).",["draft --APPROVE--> published"]],
  ["The firmware reports idle, printing and paused. `M25` pauses a print (`printing` → `paused`).",["printing --M25--> paused"]],
  ["In `refreshing` we invoke the refresh-token grant. If that resolves we store the new pair and go back to `authenticated`; if it rejects we end up in `sessionExpired`.",["refreshing --invoke.onDone--> authenticated","refreshing --invoke.onError--> sessionExpired","refreshing invokes refreshTokenGrant"]],
  ["The app starts idle. When the user clicks, we dispatch `FETCH` and move to `loading`.",["idle --FETCH--> loading"]],
  ["Holds are Pending or Suspended. You can also suspend a Pending hold (for example while you're on holiday).",["pending --SUSPEND--> suspended"]],
  ["Orders are New, Preparing, Rejected or Missed. You have 3 minutes to accept a New order; if you don't, it is automatically rejected and moved to Missed.",["new --after 180000--> missed"]],
  ["PRE_TRANSIT is reported when a label has been created. The first acceptance scan changes it to IN_TRANSIT.",["PRE_TRANSIT --ACCEPTANCE_SCAN--> IN_TRANSIT"]],
  ["`TIMEOUT` is raised by the reader after 10 s without a tag. In `waiting`, TIMEOUT goes to `idle`.",["waiting --TIMEOUT--> idle"]],
  ["A session starts in Work, which lasts 25 minutes. When Work ends we go to Break.",["work --after 1500000--> break"]],
  ["The session starts in Work. Work lasts 25 minutes; when it ends we go to Break.",["work --after 1500000--> break"]],
  ["`CheckStock` is a Choice state: if `inStock` is true it goes to `Ship`, otherwise to `WaitForRestock`.",["CheckStock --always--> Ship [inStock]","CheckStock --always--> WaitForRestock"]],
  ["Cooling is a short transient state: after 3 seconds the fan goes to Idle.",["Cooling --after 3000--> idle"]],
  ["`red` has its own `TIMER` transition to `green`.",["red --TIMER--> green"]],
  ["`idle` has an eventless transition that moves us to `exhausted`.",["idle --always--> exhausted"]],
  ["`validating` has two `immediate` transitions: if the email fails the regex guard it goes to `invalid`, otherwise to `saving`.",["validating --always--> invalid [emailFails]","validating --always--> saving"]],
  ["`moving` has an automatic transition to `doorsOpen` guarded by `isAtFloor`.",["moving --always--> doorsOpen [isAtFloor]"]],
  ["While collecting, the event select moves the machine to Dispensing, guarded by [credit >= price].",["collecting --SELECT--> dispensing [creditAtLeastPrice]"]],
  ["- `Closed.Unlocked` + `lock` → `Closed.Locked`",["Closed.Unlocked --lock--> Closed.Locked"]],
  ["Idle + coin -> Unlocked",["idle --COIN--> unlocked"]],
  ["FORMAT moves it to Configured. PREPARE takes it to Prepared. STOP returns the recorder to Initial.",["(root) --FORMAT--> configured","configured --PREPARE--> prepared","prepared --STOP--> initial"]],
  ["A newly created recorder is in the Initial state. Calling setAudioSource() moves it to Initialized.",["initial --setAudioSource--> initialized"]],
  ["RESET returns it to Initial, from Initialized, DataSourceConfigured, Prepared or Recording.",["DataSourceConfigured --RESET--> initial","initialized --RESET--> initial","prepared --RESET--> initial","recording --RESET--> initial"]],
  ["Call release() from Initial when you are done: the object goes to Released.",["initial --release--> released"]],
  ["Press START from Idle: the machine goes to Running.",["idle --START--> running"]],
  ["If a door opens while Armed Away, the system enters **Entry delay** and you have 30 seconds to enter your code.",["armedAway --DOOR_OPENS--> Entry delay"]],
  ["In `connected`, the daemon listens for `NETWORK_CHANGED`. That moves the tunnel to `reconnecting`.",["connected --NETWORK_CHANGED--> reconnecting"]],
  ["When the party walks in, the host taps the table, firing `seat`. That works from `booked` or `confirmed` and moves to `seated`.",["booked --seat--> seated","confirmed --seat--> seated"]],
  ["In `running`, we listen for the TICK event. Since we're still listening for that TICK event, we're done!",[]],
  ["**Disarmed** is the normal state when you're home. Press **STAY** to go to **Armed Stay**.",["Disarmed --STAY--> Armed Stay"]],
  ["It has three states: `CLOSED`, `OPEN` and `HALF_OPEN`. The breaker trips to `OPEN` on a failure. `breaker.open()` trips a `CLOSED` or `HALF_OPEN` breaker to `OPEN`, and `breaker.close()` moves an `OPEN` or `HALF_OPEN` breaker to `CLOSED`.",["CLOSED --FAILURE--> OPEN","CLOSED --open--> OPEN","HALF_OPEN --close--> CLOSED","HALF_OPEN --open--> OPEN","OPEN --close--> CLOSED"]],
  ["If the charge fails, the subscription becomes `past_due` and **Smart Retries** kick in.",["(root) --CHARGE_FAILS--> past_due"]],
  ["It has three states: `CLOSED`, `OPEN` and `HALF_OPEN`. While `OPEN`, calls fail fast with `BreakerOpenError`. After `resetTimeout` (default 30 seconds) the breaker moves to `HALF_OPEN`. In `HALF_OPEN`, exactly one trial call is allowed through. If it succeeds the breaker goes back to `CLOSED`; if it fails, back to `OPEN`.",["HALF_OPEN --FAIL--> OPEN","HALF_OPEN --SUCCEED--> CLOSED","OPEN --after 30000--> HALF_OPEN"]],
  ["In `trialing`, when the trial ends (the `trial.ended` event) the subscription moves to `active` if a default payment method is on file, or to `past_due` if not.",["trialing --trial.ended--> active [defaultPaymentMethodIsOnFile]","trialing --trial.ended--> past_due"]],
  ["In AVAILABLE, on insertion of a coin or card (event PAYMENT), the meter SHALL enter the PAID state.",["AVAILABLE --PAYMENT--> PAID"]],
  ["In `Playing`, `stop` goes to `Stopped` (`stop_playback`), `pause` to `Paused` (`pause_playback`).",["Playing --pause--> Paused","Playing --stop--> Stopped"]],
  ["In `running`, on `aborted` the whole task ends as `FAILED`.",["running --aborted--> FAILED"]],
  ["`failed` pipelines can be retried with `retry`, which puts them back in `created`.",["failed --retry--> created"]],
  ["You can `cancel` a `running` pipeline at any time; it goes to `canceled`.",["running --cancel--> canceled"]],
  ["1. `PICKING`: the arm grabs the tote. `PICK_OK` → `RETURNING`; `PICK_FAILED` → `RECOVERY`.\n2. `RETURNING`: navigation back to the pack station; reaching it (`ARRIVED`) → `IDLE`.\n3. `RECOVERY`: clears costmaps and waits.\n4. `IDLE`: parked.",["PICKING --PICK_FAILED--> RECOVERY","PICKING --PICK_OK--> RETURNING","RETURNING --ARRIVED--> IDLE"]],
  ["The states are `held`, `visible` and `removed`. In `held`, `APPROVE` → `visible`, `REMOVE` → `removed`.",["held --APPROVE--> visible","held --REMOVE--> removed"]],
  ["The rider can cancel with `RIDER_CANCEL` in `requested`, `driverAssigned` or `driverArrived`, always ending in `cancelled`.",["driverArrived --RIDER_CANCEL--> cancelled","driverAssigned --RIDER_CANCEL--> cancelled","requested --RIDER_CANCEL--> cancelled"]],
  ["`STOP` during `focus` abandons the session and goes to `idle`.",["focus --STOP--> idle"]],
  ["Our robot vacuum's top level has `Docked`, `Idle` and `Cleaning`. `START` from `Docked` enters `Cleaning.Sweeping`.",["Docked --START--> Cleaning.Sweeping"]],
  ["The normal state is ROAD OPEN. On a vessel request, the operator presses WARN. Signals flash and bells ring; the PLC enters WARNING.",["ROAD OPEN --WARN--> WARNING"]],
  ["In `focus`, when the 25 minutes are up, we go to `break`.",["focus --after 1500000--> break"]],
  ["The resting state is `Docked`. START moves it to `Cleaning`.",["Docked --START--> Cleaning"]],
  ["In PRECHARGE, when VBAT rises above 3.0 V the device enters FAST CHARGE.",["PRECHARGE --always--> fastCharge [vbatRisesAbove30V]"]],
  ["Press Stop during Preheating, Cooking or Holding to go back to Idle.",["cooking --STOP--> idle","holding --STOP--> idle","preheating --STOP--> idle"]],
  ["In Draft, click **Schedule** and pick a send time to move it to **Scheduled**.",["draft --SCHEDULE--> Scheduled"]],
  ["In Content, after 4 hours without a meal it gets **Hungry**.",["content --after 14400000--> Hungry"]],
  ["In idle, if you draw a weapon inside the shop they turn Hostile.",["idle --DRAW_WEAPON--> hostile"]],
  ["When the user returns to a frozen tab, it gets `resume` and goes back to `hidden`.",["(root) --resume--> hidden [userReturnsToFrozenTab]"]],
  ["**On loan** – You have the item.\n\n**Overdue** – If the 21 days pass without a return, the loan becomes *Overdue* automatically.\n\n**Returned** – Once the item is checked in, the loan shows as *Returned*.",["On loan --after 1814400000--> Overdue","Overdue --ITEM_CHECKED_IN--> Returned"]],
  ["The states are OFF, STANDBY, ACTIVE and OVERRIDE. Pressing the ON/OFF button in OFF shall transition to STANDBY. Pressing ON/OFF in any other state shall transition to OFF.",["ACTIVE --ON--> OFF","OFF --ON--> STANDBY","OVERRIDE --ON--> OFF","STANDBY --ON--> OFF"]],
  ["`START_TRIP` from `driverArrived` moves to `onTrip`; `END_TRIP` from `onTrip` to `completed`.",["driverArrived --START_TRIP--> onTrip","onTrip --END_TRIP--> completed"]],
  ["Let's add the reverse directions ourselves: `freeze` from liquid to solid, `condense` from gas to liquid, and `deionize` from plasma back to gas.",["gas --condense--> liquid","liquid --freeze--> solid","plasma --deionize--> gas"]],
  ["`STOP` in `cooking` goes to `paused`. `STOP` in `paused` clears the timer and goes to `idle`.",["cooking --STOP--> paused","paused --STOP--> idle"]],
  ["The job waits in QUEUED. A START event moves it to RUNNING. A FINISH event takes it to DONE.",["QUEUED --START--> RUNNING","RUNNING --FINISH--> DONE"]],
  ["The kettle starts in off. SWITCH_OFF is valid from any state and always goes to off.",["(root) --SWITCH_OFF--> off"]],
  ["REQ-CC-010 The cruise control function shall have the states OFF, STANDBY and ACTIVE.\n\nREQ-CC-030 In STANDBY, pressing SET shall transition to ACTIVE, provided vehicle speed is at least 30 km/h.",["STANDBY --SET--> ACTIVE [vehicleSpeedIsAtLeast30KmH]"]],
  ["The session states are IDLE, PIN_ENTRY and AUTHORIZING.\nTC-02 Enter PIN and press OK in PIN_ENTRY → expected: AUTHORIZING.",["PIN_ENTRY --OK--> AUTHORIZING"]],
  ["The vehicle has the states Disarmed and Armed. At startup, the vehicle is Disarmed. ARM takes it to Armed.",["disarmed --ARM--> armed"]],
  ["The cruise control has the states OFF, STANDBY, ACTIVE and OVERRIDE. In ACTIVE, pressing the accelerator shall transition to OVERRIDE. Releasing the accelerator shall return to ACTIVE.",["ACTIVE --PRESS_ACCELERATOR--> OVERRIDE","OVERRIDE --RELEASE_ACCELERATOR--> ACTIVE"]],
  ["The host starts in `POWER_OFF`. Wait for the `RDY` URC: this moves to `SIM_CHECK`.",["POWER_OFF --RDY--> SIM_CHECK"]],
  ["When the pointer leaves, the tooltip goes to `closing`. `closing` waits for `closeDelay` (500ms by default) and then moves to `closed`.",["(root) --POINTER_LEAVES--> closing","closing --after 500--> closed"]],
  ["The events are:\n\n- `acquire`: unheld → held\n- `release`: held → unheld",["held --release--> unheld","unheld --acquire--> held"]],
  ["Confirming moves the payment to `processing`. During `processing` we contact the issuer, and you will receive one of three events:\n\n1. `approved`: the issuer approves → `succeeded`.\n2. `authentication_required`: the issuer requires authentication → `requires_action`.",["(root) --CONFIRM--> processing","processing --approved--> succeeded","processing --authentication_required--> requires_action"]],
  ["The panel starts in STANDBY. When the heater button is pressed, the panel is then in HEATING state.",["STANDBY --HEATER_BUTTON_PRESSED--> HEATING"]],
  ["| State | Motors | Leaves on |\n|---|---|---|\n| `IDLE` | off | `PRESET_n` → `SEEKING`; `KID_MODE` → `LOCKED` |\n| `SEEKING` | drive | `STOP` → `IDLE` |\n| `LOCKED` | off | `KID_MODE` → `IDLE` |",["IDLE --KID_MODE--> LOCKED","IDLE --PRESET_n--> SEEKING","LOCKED --KID_MODE--> IDLE","SEEKING --STOP--> IDLE"]],
  ["The oven starts in IDLE. With the lid shut, press START to go to HEATING.",["IDLE --START--> HEATING"]],
  ["The generator starts in STANDBY. With the generator in STANDBY and the technique selected, press the handswitch. The generator enters PREP.",["STANDBY --PRESS_HANDSWITCH--> PREP"]],
  ["The booth:\n\n```\nATTRACT   --button-->        COUNTDOWN\nCOUNTDOWN --(3 s)-->         CAPTURE\nCAPTURE   --camera error-->  ERROR\n```",["ATTRACT --BUTTON--> COUNTDOWN","CAPTURE --CAMERA_ERROR--> ERROR","COUNTDOWN --after 3000--> CAPTURE"]],
  ["**Steady** is the normal state.\n\n- Above target + 10% → **ScalingOut**: it asks the cloud API for more instances.\n- On success the loop goes to **Cooldown**.",["Steady --SUCCESS--> Cooldown"]],
  ["The door has states `CLOSED`, `OPENING` and `OPEN`.\n- `OPENING` ends when the top reed switch closes (`TOP_LIMIT`) → `OPEN`.",["OPENING --TOP_LIMIT--> OPEN"]],
  ["The group is in CompletingRebalance. In CompletingRebalance the coordinator waits for the leader's SyncGroup carrying the assignment. On receipt the group becomes Stable.",["CompletingRebalance --SyncGroup--> stable"]],
  ["```ts\n// The light starts in RED.\n// After 30 seconds in RED it goes to GREEN.\n```",["RED --after 30000--> GREEN"]],
  ["The light is red for 30 seconds. It needs 5 seconds to warm up.",[]],
  ["The panel is off. Press the power button. The panel goes to the STANDBY state.",["off --PRESS_POWER_BUTTON--> STANDBY"]],
  ["The ESP32 boots into NIGHT. At 10:00 the `sunrise` alarm fires and it goes into RAMP_UP.",["NIGHT --sunrise--> RAMP_UP"]],
  ["The states are Ready, Workout and Paused. Use the keys to adjust while walking. Pressing STOP during a workout pauses the belt.",["workout --STOP--> paused"]],
  ["- `SLEEP` → `HEATING` on any motion or button press.\n- `OFF` → `HEATING` on button press.",["OFF --BUTTON_PRESS--> HEATING","SLEEP --MOTION--> HEATING","SLEEP --PRESS--> HEATING"]],
  ["It starts in DAY. If the probe reads over 55 °C, the controller jumps to THERMAL.",["DAY --always--> THERMAL [probeReadsOver55C]"]],
  ["The states are Neutral, Hitstun and Knockdown. In Hitstun, if the move was a launcher or a sweep you go to Knockdown; otherwise you return to Neutral when hitstun ends.",["hitstun --HITSTUN_ENDS--> neutral","hitstun --always--> knockdown [moveWasLauncherOrSweep]"]],
  ["The machine starts in `ONLINE`. The daemon enters `ONBATT` as soon as the UPS reports `OB`.",["ONLINE --OB--> ONBATT"]],
  ["The stages are GRID, RACING and FINISHED.\n1. GRID. Karts are placed on the line.\n2. RACING. The race runs.\n   - When every human player has crossed the line on the final lap → FINISHED.",["RACING --always--> FINISHED [everyHumanPlayerHasCrossedLineOnFinalLap]"]],
  ["The phases are FINISHED and RESULTS.\n4. FINISHED. Slow-mo on the last crossing, then the results screen after 4 seconds → RESULTS.",["FINISHED --after 4000--> RESULTS"]],
  ["The states are GRID and RACING. GRID moves to RACING on GO. We added this after the playtest where a kid drove backwards for 6 minutes.",["GRID --GO--> RACING"]],
  ["The states are GRID, RACING and PAUSED.\n1. GRID. Karts are placed on the line.\n2. RACING. The race runs. Pressing PAUSE goes to PAUSED.",["RACING --PAUSE--> PAUSED"]],
  ["**Request.** Someone fills in the intake form.\n\n**Drafting.** When the draft is ready, it goes to **Review**.\n\n**Review.** Finance approves → Signed.",["Drafting --always--> Review [draftIsReady]","Review --FINANCE_APPROVES--> signed"]],
  ["The states are Review and Signed. In Review, Finance approves → Signed.",["review --FINANCE_APPROVES--> signed"]],
  ["| State | Motors | Leaves on |\n|---|---|---|\n| `IDLE` | off | `PRESET_n` → `SEEKING` |\n| `SEEKING` | drive to the stored height | target reached → `IDLE`; any key → `IDLE` |",["IDLE --PRESET_n--> SEEKING","SEEKING --KEY--> IDLE","SEEKING --TARGET_REACHED--> IDLE"]],
  ["The states are COLLISION and IDLE.\n- COLLISION: after 1 s → IDLE",["COLLISION --after 1000--> IDLE"]],
  ["The states are showing and inactive. `Enter` or `Tab` in `showing` inserts the highlighted mention and goes back to `inactive`.",["showing --Enter--> inactive","showing --Tab--> inactive"]],
  ["The status is idle or loading. `fetchPosts` starts a request and sets `status` to `'loading'`. `postAdded` pushes a new post, and `postsCleared` empties the list and puts `status` back to `'idle'`.",["idle --fetchPosts--> loading","loading --postsCleared--> idle"]],
  ["The states are O1 and O2. Upon achieving synchronisation the ONU shall move to O2.",["O1 --ACHIEVE_SYNCHRONISATION--> O2"]],
  ["The gear starts in GEAR DOWN. Pressing UP moves it to RETRACTING. When all three legs are locked up, the red light goes out (GEAR UP).",["RETRACTING --always--> GEAR UP [allThreeLegsAreLockedUp]","gearDown --PRESS_UP--> RETRACTING"]],
  ["INJECTING -> press HOLD -> HOLD\nHOLD -> press START -> INJECTING\nINJECTING -> protocol finished -> COMPLETE",["HOLD --START--> INJECTING","INJECTING --HOLD--> HOLD","INJECTING --PROTOCOL_FINISHED--> COMPLETE"]],
  ["The ALS is in TERMINAL_COUNT or IGNITION. In TERMINAL_COUNT, the clock reaching zero moves the ALS to `IGNITION`.",["TERMINAL_COUNT --CLOCK_REACHING_ZERO--> IGNITION"]],
  ["The system is Off, Armed or Paused. Pressing **Bed Exit** while armed or paused turns the alarm off.",["armed --BED_EXIT--> off","paused --BED_EXIT--> off"]],
  ["The system is Off, Armed or Paused. The system stays Paused for up to 60 minutes and then re-arms itself.",["paused --after 3600000--> armed"]],
  ["The machine is in RINSEBACK or DISCONNECT. In RINSEBACK, press [End Treatment] to go to DISCONNECT.",["RINSEBACK --END_TREATMENT--> DISCONNECT"]],
  ["The machine is in PRIMING. When the programmed priming volume has been delivered, the machine changes to PRIME COMPLETE.",["PRIMING --PROGRAMMED_PRIMING_VOLUME_DELIVERED--> primeComplete"]],
  ["The states are Neutral, Attacking and Hitstun. Getting hit during an attack puts you in Hitstun.",["attacking --GET_HIT--> hitstun"]],
  ["The states are Idle, Running and Paused. Pressing **Start/Pause** in Idle with a job loaded starts the job: **Running**.",["idle --START_PAUSE--> running"]],
  ["Each press of the power button steps OFF -> ON -> ECO -> OFF.",["ECO --PRESS_POWER_BUTTON--> OFF","OFF --PRESS_POWER_BUTTON--> ON","ON --PRESS_POWER_BUTTON--> ECO"]],
  ["A traffic light at a pedestrian crossing cycles green → yellow → red.",[]],
  ["A press of the power button moves it to ON.",["(root) --PRESS_POWER_BUTTON--> ON"]],
  ["A short push of the start button goes OFF → ACC → ON.",["ACC --PUSH_START_BUTTON--> ON","OFF --PUSH_START_BUTTON--> ACC"]],
  ["Pressing the reset button clears the alarm and goes to IDLE. From IDLE, another press goes to TEST.",["(root) --PRESS_RESET_BUTTON--> IDLE","IDLE --PRESS_RESET_BUTTON--> TEST"]],
  ["If the leak test fails, the cycle stops at LEAK FAIL.",["(root) --LEAK_TEST_FAILS--> leakFail"]],
  ["The states are RUNNING and ALARM. When a blockage is detected in RUNNING, the pump stops in ALARM.",["RUNNING --BLOCKAGE_DETECTED--> ALARM"]],
  ["The on/off switch stops the cycle at the end of the current step.",[]],
  ["The domain is in redemption. Nothing can stop the deletion at this stage.",[]],
  ["If payment fails, the order is cancelled and refunded.",["(root) --PAYMENT_FAILS--> cancelled"]],
  ["The states are IDLE and READY. In IDLE, pressing START changes the instrument to »READY«.",["IDLE --START--> READY"]],
  ["`POLL_STOP` in either Polling or Sleeping wins the race and returns us to Waiting.",["polling --POLL_STOP--> waiting","sleeping --POLL_STOP--> waiting"]],
  ["The states are Running, Paused and Idle. Esc in Running or Paused abandons the job and returns to Idle.",["paused --ESC--> idle","running --ESC--> idle"]],
  ["The states are IDLE, RUNNING and THERMAL. If it reads over 55 °C, from any state, the controller jumps to THERMAL.",["(root) --always--> THERMAL [itReadsOver55C]"]],
  ["The states are IDLE, RUNNING and THERMAL. If the temperature exceeds 55 °C in any state, the controller jumps to THERMAL.",["(root) --always--> THERMAL [temperatureExceeds55C]"]],
  ["The states are Open, Resolved and Closed. In Open, the agent marks it Resolved.",["open --MARK--> resolved"]],
  ["The developer sets it to RESOLVED. QA then either marks it VERIFIED or REOPENED.",["(root) --SET--> RESOLVED","RESOLVED --MARK_REOPENED--> REOPENED","RESOLVED --MARK_VERIFIED--> VERIFIED"]],
  ["Recruiters move them to \"Phone Screen\" by clicking Schedule.",["(root) --SCHEDULE--> Phone Screen"]],
  ["Tip: most merchants win fewer disputes than they expect.",[]],
  ["The states are Growing, Ripe and Withered. If a Ripe crop isn't harvested for 3 days it becomes Withered.",["ripe --after 259200000--> withered"]],
  ["The conservator signs off (→ `imaging`) or marks it as needing treatment (→ `needs_conservation`).",["(root) --NEED_TREATMENT--> needs_conservation","(root) --SIGN_OFF--> imaging"]],
  ["The steps are `reviewing`, `imaging` and `rework`.\n\n1. `reviewing` — the conservator approves it (→ `imaging`) or rejects it (→ `rework`).",["reviewing --APPROVE--> imaging","reviewing --REJECT--> rework"]],
  ["*Submitted.* We have your form. If you do not sign within 30 days, it is cancelled.\n\n*Reviewed.* Someone has read it.\n\n*Approved.* It is done.",["Submitted --after wait30Days--> cancelled"]],
  ["*AC1*\nGiven a courier is offline, when they go online, they are available.\n\n*AC2*\nNothing else.",["offline --GO_ONLINE--> available"]],
  ["The states are offline and available. In offline, when the courier goes online, it is available.",["offline --COURIER_GOES_ONLINE--> available"]],
  ["The states are Screening, Ready for review and Needs info. While the check runs the status is Screening. If the check comes back, the application is Ready for review.",["screening --CHECK_COMES_BACK--> ready"]],
  ["The states are IDLE and RUNNING. Close the lid and press START. The machine goes to RUNNING.",["IDLE --START--> RUNNING"]],
  ["Steps to reproduce: start a video, pause it, then drag the scrubber.",[]],
  ["The states are Idle and Ready. In Idle, when the lid closes, the display reads READY.",["idle --LID_CLOSES--> ready"]],
  ["The states are Idle and Ready. In Idle, when the lid closes, the screen says Ready.",["idle --LID_CLOSES--> ready"]],
  ["In verifying, if the check fails the sequence goes to Error; otherwise it goes to Equilibrating.",["verifying --always--> equilibrating","verifying --always--> error [checkFails]"]],
  ["In RECOVERY, after 20 s the node goes back to NAVIGATING if retries remain, otherwise to ERROR.",["RECOVERY --after 20000--> ERROR","RECOVERY --after 20000--> NAVIGATING [retriesRemain]"]],
  ["When the user clicks Submit, go to loading. If the request succeeds show the success page, otherwise go to failed.",["(root) --SUBMIT--> loading","loading --always--> failed","loading --always--> success [requestSucceeds]"]],
  ["In askEmail, on `user.message`, if `isValidEmail` passes we go to `askIssue`; otherwise we go to `retry`.",["askEmail --user.message--> askIssue [isValidEmail]","askEmail --user.message--> retry"]],
  ["The machine is in ALARM. When the cause has been removed, press [Reset] to return to DIALYSIS.",["ALARM --RESET--> DIALYSIS"]],
  ["From STANDBY, select **Start case** to enter MANUAL.",["STANDBY --START_CASE--> MANUAL"]],
  ["The unit is in DISCONNECT. Once the patient is disconnected, select [Disinfection] to go to DISINFECTION.",["DISCONNECT --DISINFECTION--> DISINFECTION [patientIsDisconnected]"]],
  ["The device starts in Off. When the device is switched on it is in Standby.",["off --SWITCH_ON--> standby"]],
  ["The machine starts in OFF. When the power switch is turned on, machine is in SEWING mode.",["OFF --POWER_SWITCH_TURNED_ON--> SEWING"]],
  ["When the user is signed in, go to home.",["(root) --always--> home [userIsSignedIn]"]],
  ["In measurement mode (MEAS), press CAL. The display shows CAL 1 with \"7.00\" flashing.",["MEAS --CAL--> CAL 1"]],
  ["In IDLE, press START. The screen shows PRIME READY.",["IDLE --START--> primeReady"]],
  ["It has the states `disconnected`, `connecting`, `connected` and `reconnecting`. `wgctl down` sends `DISCONNECT`, which works from `connecting`, `connected` or `reconnecting` and always ends in `disconnected`.",["connected --DISCONNECT--> disconnected","connecting --DISCONNECT--> disconnected","reconnecting --DISCONNECT--> disconnected"]],
  ["Steps:\n\n1. `IDLE`: parked at the dock.\n2. `ERROR`: waits for an operator. The `/reset` service (`RESET`) → `IDLE`.",["ERROR --RESET--> IDLE"]],
  ["The states are Disarmed, Exit delay, Armed Away, Armed Stay and Alarm. Entering your code at any time during Exit delay, Armed Away, Armed Stay or Alarm also returns the system to Disarmed.",["alarm --ENTER_CODE--> disarmed","armedAway --ENTER_CODE--> disarmed","armedStay --ENTER_CODE--> disarmed","exitDelay --ENTER_CODE--> disarmed"]],
  ["The generator starts in EMERGENCY. The engine keeps running unloaded for 1 minute, then it goes to OFF.",["EMERGENCY --after 60000--> OFF"]],
  ["The unit starts in RUN. Keep children away from the unit. STOP moves it to OFF.",["RUN --STOP--> OFF"]],
  ["The relay starts in POST_EVENT. It keeps recording for a fixed 30 s post-event time.",[]],
  ["Turning the engine off returns the device to sleep.",["(root) --TURN_ENGINE_OFF--> sleep"]],
  ["In RUNNING, either operator hitting a stop button while the lift is running puts it into STOPPED.",["RUNNING --HIT_STOP_BUTTON--> STOPPED"]],
  ["In HOLD, you have to press End Run, which takes it to *Complete*.",["HOLD --END_RUN--> Complete"]],
  ["In fullOrganic, if a suspension isn't resolved within 6 months, you would have to start conversion again from the beginning.",[]],
  ["A `FAILED` sample can be resubmitted from the web UI, which puts it back to `SUBMITTED`.",["FAILED --RESUBMIT--> SUBMITTED"]],
  ["With the door `closed`, a button press starts the motor and the door is `opening`.",["closed --BUTTON_PRESS--> opening"]],
  ["The pump starts in OFF. With the pump OFF, press PRIME to go to PRIMING.",["OFF --PRIME--> PRIMING"]],
  ["The client starts in BOUND. T2 is the time at which the client enters the REBINDING state and attempts to contact any server. When T2 expires, the client moves to REBINDING.",["BOUND --after T2--> REBINDING"]],
  ["In ESTABLISHED, a CLOSE call sends FIN and enters FIN-WAIT.",["ESTABLISHED --CLOSE--> FIN-WAIT"]],
  ["A CLOSE call in ESTABLISHED enters FIN-WAIT.",["ESTABLISHED --CLOSE--> FIN-WAIT"]],
  ["A flow fault sends the zone to `FAULT`. Nothing leaves `FAULT` except a manual `RESET`, which puts it back in `IDLE`.",["FAULT --RESET--> IDLE","IDLE --FLOW_FAULT--> FAULT"]],
  ["The unit is in MANUAL. Flip the Bag/Vent switch to Vent to go to MECHANICAL VENTILATION.",["MANUAL --VENT--> mechanicalVentilation"]],
  ["LOCKED -> insert coin -> UNLOCKED",["LOCKED --INSERT_COIN--> UNLOCKED"]],
  ["OPEN or CLOSED -> press RESET -> IDLE",["CLOSED --RESET--> IDLE","OPEN --RESET--> IDLE"]],
  ["RUNNING / PAUSED -> battery drops below 5%, or STOP pressed -> HALTED",["PAUSED --BATTERY_DROPS_BELOW_5--> HALTED","PAUSED --STOP--> HALTED","RUNNING --BATTERY_DROPS_BELOW_5--> HALTED","RUNNING --STOP--> HALTED"]],
  ["FAULT -> operator presses FAULT CLEAR -> IDLE",["FAULT --FAULT_CLEAR--> IDLE"]],
  ["IDLE -> on M3 -> SPINNING",["IDLE --M3--> SPINNING"]],
  ["QUEUED -> (worker picked) -> STARTING -> container is up -> RUNNING",["QUEUED --WORKER_PICKED--> STARTING","STARTING --CONTAINER_UP--> RUNNING"]],
  ["SETUP -> (fill tank, prime pump) -> press GO -> ACTIVE",["SETUP --GO--> ACTIVE"]],
  ["States: `timing`, `step`. You can `CANCEL_TIMER` from `timing` to go back to `step` without waiting.",["timing --CANCEL_TIMER--> step"]],
  ["The door starts closed. Pressing OPEN moves it to opening. When the beam is broken, the controller waits.",["closed --OPEN--> opening"]],
  ["The form starts in editing. Submitting goes to saving if the fields are valid; otherwise the form stays in editing.",["editing --SUBMIT--> -","editing --SUBMIT--> saving [fieldsAreValid]"]],
  ["The lock is locked. In locked, codes are ignored for five minutes, after which the lock returns to open.",["locked --after 300000--> open"]],
  ["The injector has states IDLE and ARMED. ARMED disarms back to IDLE after 10 minutes.",["ARMED --after 600000--> IDLE"]],
  ["The injector has states IDLE and ARMED. ARMED will disarm back to IDLE on its own after 10 minutes.",["ARMED --after 600000--> IDLE"]],
  ["The breaker is CLOSED or OPEN. On a fault the breaker trips to OPEN; after 5 seconds the breaker snaps back to CLOSED.",["CLOSED --FAULT--> OPEN","OPEN --after 5000--> CLOSED"]],
  ["States: INFLATE, DUMP. If the module has been in INFLATE for more than 40 s, it goes to DUMP.",["INFLATE --after 40000--> DUMP"]],
  ["States: IDLE, ADVERTISING. Pairing puts the device into ADVERTISING, where it stays discoverable for at most 30 seconds before falling back to IDLE.",["ADVERTISING --after 30000--> IDLE","IDLE --PAIR--> ADVERTISING"]],
  ["States: TRIGGERED, POST_EVENT. If the station stays TRIGGERED for longer than 5 minutes it goes to POST_EVENT.",["TRIGGERED --after 300000--> POST_EVENT"]],
  ["The robot is RUNNING. Pressing STOP on the pendant puts the robot in HALTED.",["RUNNING --STOP--> HALTED"]],
  ["The robot is RUNNING. STOP on the pendant takes the robot to HALTED.",["RUNNING --STOP--> HALTED"]],
  ["The breaker is closed or open. After three failures it goes to open.",["closed --FAILURE--> open"]],
  ["The lift is STOPPED or E-STOP. An emergency stop puts it into E-STOP; after the reset it is in STOPPED.",["E-STOP --RESET--> STOPPED","STOPPED --EMERGENCY_STOP--> E-STOP"]],
  ["Press [End Treatment] after reinfusion to go to DISCONNECT.",["(root) --END_TREATMENT--> DISCONNECT [reinfusion]"]],
  ["Order statuses:\n- *Placed* — we've got your order.\n- *Processing* — payment went through and the warehouse is picking your items.\n- *Shipped* — the courier has collected it.",["Placed --PAYMENT_WENT_THROUGH--> Processing"]],
  ["Order statuses:\n\n*Placed* — we've got your order.\n*Processing* — payment went through and the warehouse is picking your items.",["Placed --PAYMENT_WENT_THROUGH--> Processing"]],
  ["The light is NIGHT, RAMP_UP or DAY. At sunrise it goes to RAMP_UP. Once the fade finishes it sits in DAY.",["RAMP_UP --FADE_FINISHES--> DAY"]],
  ["Resolved → Reopened (Reopen), and Reopened behaves exactly like Open.",["resolved --REOPEN--> reopened"]],
  ["In idle, invalid numbers get a 400 and the session stays put.",["idle --400--> -"]],
  ["The reader starts in idle. In idle, when a bad card is tapped the reader stays put.",["idle --BAD_CARD_TAPPED--> -"]],
  ["PRs that sit in `changes-requested` for 30 days are closed as `stale`.",["changes-requested --after wait30Days--> stale"]],
  ["Tickets start in New. When the expo hits Recall, the ticket is brought back as Ready.",["new --EXPO_HITS_RECALL--> ready"]],
  ["An order is created as Awaiting payment. Once payment is confirmed the order becomes Paid.",["awaitingPayment --PAYMENT_CONFIRMED--> paid"]],
  ["The modem starts in dialing. If the answer has not come, we hang up and go to failed.",["dialing --after timeout--> failed"]],
  ["Cruise control starts in standby. At the desired speed, press SET: the indicator turns green (active).",["standby --SET--> active"]],
  ["The timer starts in **focus**. `p` pauses a focus session (**paused**); `p` again resumes focus.",["focus --p--> paused","paused --p--> focus"]],
  ["The lights start in CARS_GREEN. When a pedestrian presses the button, the lights must not change immediately — the controller moves to `WAITING`, stays there for 10 seconds, and then goes to `CARS_AMBER`.",["CARS_GREEN --PEDESTRIAN_PRESSES_BUTTON--> WAITING","WAITING --after 10000--> CARS_AMBER"]],
  ["A document starts in `DRAFT` and `submit()` moves it to `MODERATION`. The author may also `withdraw()` a document that is under moderation – this puts it back into `DRAFT`.",["DRAFT --submit--> MODERATION","MODERATION --withdraw--> DRAFT"]],
  ["The wizard has four steps: About you, Income, Loan details and Review. Clicking \"Continue\" moves to the next step.",["about --CONTINUE--> income","income --CONTINUE--> loanDetails","loanDetails --CONTINUE--> review"]],
  ["The form has four steps: intro, income, details and review. NEXT moves to the next step.",["details --NEXT--> review","income --NEXT--> details","intro --NEXT--> income"]],
  ["An item on the shelf is Available. When it is checked out it becomes On loan. When it is returned it becomes Available.",["available --CHECK_OUT--> onLoan","onLoan --RETURNED--> available"]],
  ["The item starts in Overdue. After 60 days it is declared Lost.",["overdue --after wait60Days--> lost"]],
  ["On button press the sensor wakes from SLEEP and starts ADVERTISING. A central connecting moves it to CONNECTED.",["(root) --PRESS_SENSOR--> ADVERTISING","ADVERTISING --CENTRAL_CONNECTING--> CONNECTED"]],
  ["The ticket starts Open. When an agent replies it becomes Pending.",["open --AGENT_REPLIES--> pending"]],
  ["In ADVERTISING, if nobody connects within 30 s it drops to SLOW.",["ADVERTISING --after 30000--> SLOW"]],
  ["Jobs are queued, running or canceled. A queued or running job can be canceled from the UI.",["queued --CANCEL--> canceled","running --CANCEL--> canceled"]],
  ["Jobs are queued, running or failed. Failed jobs can be retried, which puts the job back in queued.",["failed --RETRY--> queued"]],
  ["A breaker begins `Closed`. When failures pile up it trips to `Open`. After `Cooldown` (30s by default) the breaker moves to `HalfOpen`.",["Closed --FAILURES_PILE_UP--> Open","Open --after 30000--> HalfOpen"]],
  ["The lamp starts in IDLE and START moves it to HEATING. After the warm-up the lamp goes to READY.",["HEATING --WARM_UP--> READY","IDLE --START--> HEATING"]],
  ["Campaigns are Draft, Sending, Sent or Paused. You can pause a campaign that is Sending.",["sending --PAUSE--> paused"]],
  ["A job is running, queued or cancelled. You can cancel a job that's `queued`.",["queued --CANCEL--> cancelled"]],
  ["States: `idle`, `syncing`, `offline`. `NETWORK_UP` while `offline` now goes to `syncing` rather than `idle`, so pending writes are pushed immediately.",["offline --NETWORK_UP--> syncing"]],
  ["The user is Online or Away. Any activity while Away quickly sets the user back to Online, so nobody sees a stale badge.",["away --ACTIVITY--> online"]],
  ["States: `idle`, `syncing`, `backoff`. From `backoff` it retries (re-entering `syncing`) after 30 s.",["backoff --after 30000--> syncing"]],
  ["The golem is Dormant, Awakening or Stomping. It starts **Dormant**. It wakes (→ **Awakening**) when the player crosses the rune circle.",["dormant --PLAYER_CROSSES_RUNE_CIRCLE--> awakening"]],
  ["Statuses: In Transit, Held at Depot, Returned to Sender. After 3 attempts the parcel is Held at Depot; if you do not collect it within 7 days it is Returned to Sender.",["Held at Depot --after 604800000--> Returned to Sender","transit --ATTEMPT--> Held at Depot"]],
  ["Label Created: the sender has printed a label. It changes to In Transit when we collect the parcel.\nIn Transit: your parcel is moving. On the morning of delivery it becomes Out for Delivery.\nOut for Delivery: it is on the van today. Once the driver scans it at your door, it is Delivered.",["Label Created --COLLECT_PARCEL--> In Transit","Out for Delivery --SCAN--> delivered"]],
  ["The cooker starts off. Press Cook: the indicator lamp turns orange and the cooker is in COOK mode.",["off --COOK--> COOK"]],
  ["Your card is Blocked. If you do not unblock it within 90 days, we mark the card Cancelled.",["blocked --after wait90Days--> cancelled"]],
  ["The order is Paid. The warehouse marks an order Packed when it is boxed.",["paid --BOXED--> packed"]],
  ["A request is Pending, Approved or Cancelled. Approved requests can be cancelled, in which case they are marked Cancelled.",["approved --CANCEL--> cancelled"]],
  ["A post is draft, published or archived. Published posts can now be archived, which moves them to archived.",["published --ARCHIVE--> archived"]],
  ["The golem is Dormant, Awakening, Stomping or Staggered. Awakening is a 4-second intro animation; afterwards it goes to Stomping.",["awakening --after 4000--> stomping"]],
  ["The display has three screens: SPEED, TRIP and RANGE. Short press the \"i\" button to go from SPEED to TRIP, from TRIP to RANGE and from RANGE back to SPEED.",["RANGE --PRESS_I--> SPEED","SPEED --PRESS_I--> TRIP","TRIP --PRESS_I--> RANGE"]],
  ["The watch shows TIME or ALARM. Long press MODE to switch to ALARM.",["TIME --MODE--> ALARM"]],
  ["The drill is NORMAL, EVACUATING or ROLL CALL. When the alarm sounds, all staff stop work and evacuate; this is the EVACUATING phase. Once every warden has reported, the drill enters ROLL CALL.",["EVACUATING --always--> rollCall [everyWardenHasReported]","NORMAL --ALARM_SOUNDS--> EVACUATING"]],
  ["A table is Open until guests are seated, then it is Seated.",["open --GUESTS_SEATED--> seated"]],
  ["Bugs are Open or Closed. If it is a dupe it gets closed as *Won't Fix*.",["open --always--> Won't Fix [isDupe]"]],
  ["A `Running` Pod whose node stops responding is reported as `Unknown`.",["Running --NODE_STOPS_RESPONDING--> Unknown"]],
  ["A stand is FREE, OCCUPIED or CLEARING. After block-off the stand is shown as CLEARING for 5 minutes, then FREE again.",["CLEARING --after 300000--> FREE","FREE --BLOCK_OFF--> CLEARING"]],
  ["The dishwasher is READY, WASHING or PAUSED. If the door is opened while WASHING, the dishwasher goes to PAUSED. Close the door to continue washing.",["PAUSED --CLOSE_DOOR--> WASHING","WASHING --DOOR_OPENED--> PAUSED"]],
  ["The machine is READY or WASHING. In READY, open the lid to go to WASHING.",["READY --OPEN_LID--> WASHING"]],
  ["The ticket is Open. If nobody answers in 2 days, the ticket is Escalated to the team lead.",["open --after 172800000--> escalated"]],
  ["A submitted claim is Open. When the adjuster approves it, the claim becomes Approved.",["open --ADJUSTER_APPROVES--> approved"]],
  ["A zone is idle between runs. While a zone is watering, its valve is open; a zone is paused when the rain sensor trips.",["watering --RAIN_SENSOR_TRIPS--> paused"]],
  ["The zone is idle. When the rain sensor trips, the zone is marked rain-delayed.",["idle --RAIN_SENSOR_TRIPS--> rainDelayed"]],
  ["The item is on loan. After six weeks the item is treated as lost.",["onLoan --after wait42Days--> lost"]],
  ["The parcel is shipped. When the carrier confirms delivery we mark the parcel as delivered.",["shipped --CARRIER_CONFIRMS_DELIVERY--> delivered"]],
  ["A sample is received at the desk. A sample is pending until it is tested. Once the results are checked, the sample is reported.",["pending --TEST--> tested","tested --RESULTS_CHECKED--> reported"]],
  ["The valve is open. When the sensor trips the valve shuts.",["open --SENSOR_TRIPS--> shut"]],
  ["The application is Pending. An upheld appeal means the permit is Granted.",["pending --UPHELD_APPEAL--> granted"]],
  ["From `sent`, a `delivered` event means it is `delivered`.",["sent --delivered--> delivered"]],
  ["The door is closed. A press of the button means it is open.",["closed --PRESS_OF_BUTTON--> open"]],
  ["A lamp is dark by day. At dusk it is lit; after midnight it is dimmed.",["lit --MIDNIGHT--> dimmed"]],
  ["The machine is ready. Press the cup button to start brewing. It stops by itself after 25 seconds.",["brewing --after 25000--> stopped","ready --PRESS_CUP_BUTTON--> brewing"]],
  ["The dialog is open. Pressing Escape closes it. While it's animating out, clicks are ignored, and once the transition has ended it's hidden.",["animatingOut --TRANSITION_ENDED--> hidden","open --ESCAPE--> closed"]],
  ["It is Idle. If the water tank runs empty, it goes to Empty.",["idle --WATER_TANK_RUNS_EMPTY--> empty"]],
  ["The table is Dining. When guests ask for the check, it goes to Check Dropped.",["dining --GUESTS_ASK_FOR_CHECK--> checkDropped"]],
  ["The light is green. When the timer expires it turns amber.",["green --TIMER_EXPIRES--> amber"]],
  ["The light is green for 30 seconds, then it turns amber.",["green --after 30000--> amber"]],
  ["The LED is off. When pairing starts it turns violet.",["off --START--> violet"]],
  ["The printer is idle. Sending a job makes it print.",["idle --SEND_JOB--> printing"]],
  ["The kettle is off. Switching it on starts heating; when the water boils it switches itself off.",["heating --WATER_BOILS--> off","off --SWITCH_ON--> heating"]],
  ["The fan is off. When you press the button it starts spinning, and it stops when you press it again.",["off --PRESS_BUTTON--> spinning","spinning --PRESS_BUTTON--> stopped"]],
  ["The thermostat is idle. When the heat is requested it starts heating, and it stops when the setpoint is reached.",["heating --SETPOINT_REACHED--> stopped","idle --HEAT_REQUESTED--> heating"]],
  ["The machine heats up for about 25 seconds; then it is ready.",["heatingUp --after 25000--> ready"]],
  ["The drum spins for 10 minutes and then stops.",["spinning --after 600000--> stopped"]],
  ["The lamp blinks for 5 seconds, then goes dark.",["blinking --after 5000--> dark"]],
  ["The doors are locked. When the driver releases the doors, the doors are said to be released.",["locked --RELEASE_DOORS--> released"]],
  ["The doors are locked. When the driver releases them, they are considered to be released.",["locked --RELEASE--> released"]],
  ["The door is open. A timeout will cause it to close.",["open --TIMEOUT--> closing"]],
  ["The quest is available. When the player accepts it, the quest is active.",["available --ACCEPT--> active"]],
  ["The printer is ready. Sending a job makes it print; if the paper runs out it stops and shows an error until paper is added.",["printing --PAPER_RUNS_OUT--> stopped","ready --SEND_JOB--> printing"]],
  ["The alarm is silent. If smoke is detected it sounds.",["silent --SMOKE_DETECTED--> sounding"]],
];

describe('reading the issue\'s constructions', () => {
  test.each(ISSUE)('%s', (text, expected) => {
    expect(linesOf(text)).toEqual(expected);
  });
});

describe('reading ways of writing found across sources', () => {
  test.each(CONSTRUCTIONS)('%s', (text, expected) => {
    expect(linesOf(text)).toEqual(expected);
  });
});

/** What a state does as it is entered or left, told as a deed with its moment. */
const DEEDS: [string, Record<string, { entryActions?: string[]; exitActions?: string[] }>][] = [
  ['The node starts in IDLE. GO moves it to FAULT. In FAULT, entry turns the red LED on; exit turns the red LED off.', { FAULT: { entryActions: ['turnRedLedOn'], exitActions: ['turnRedLedOff'] } }],
  ['The node starts in idle. Pressing GO moves it to sampling. On entry to sampling it powers the sensor rail.', { sampling: { entryActions: ['powerSensorRail'] } }],
  ['The lamp starts in off. ON moves it to lit. Lit starts the fan on entry, and its exit action stops the fan.', { lit: { entryActions: ['startFan'], exitActions: ['stopFan'] } }],
  ['Success goes to `AUTHENTICATED`, where we mint the refresh token on entry.', { AUTHENTICATED: { entryActions: ['mintRefreshToken'] } }],
  ['The states are s1, s2 and s3. The showMaximized() slot will be called when state s3 is entered, and the showMinimized() slot will be called when s3 is exited.', { s3: { entryActions: ['showMaximized'], exitActions: ['showMinimized'] } }],
  ['The spinner starts in idle. LOAD moves it to loading. When the loading state is entered, startSpinner() is called.', { loading: { entryActions: ['startSpinner'] } }],
];

describe('entry and exit deeds', () => {
  test.each(DEEDS)('%s', (text, expected) => {
    const flow = (generateFlow({ text, mode: 'full' }) as XStateResult).flow;
    const deeds = Object.fromEntries(Object.entries(flow.states ?? {}).filter(([, n]) => n.entryActions || n.exitActions).map(([name, n]) => [name, { ...(n.entryActions ? { entryActions: n.entryActions } : {}), ...(n.exitActions ? { exitActions: n.exitActions } : {}) }]));
    expect(deeds).toEqual(expected);
  });
  test('what the machine sends out is what it does', () => {
    const flow = (generateFlow({ text: 'The client starts in INIT. On receiving a DHCPOFFER it broadcasts a DHCPREQUEST and enters REQUESTING.', mode: 'full' }) as XStateResult).flow;
    expect(flow.states?.INIT?.on?.DHCPOFFER).toEqual([{ target: 'REQUESTING', actions: ['broadcastDhcprequest'] }]);
  });
  test('what a thing sends as it moves is what it does', () => {
    const flow = (generateFlow({ text: 'The initial state is IDLE. Upon receipt of an OPEN request, the endpoint sends a HELLO message and enters CONNECTING.', mode: 'full' }) as XStateResult).flow;
    expect(flow.states?.IDLE?.on?.OPEN_REQUEST).toEqual([{ target: 'CONNECTING', actions: ['sendHelloMessage'] }]);
    const control = (generateFlow({ text: 'The dialog starts in open. In open, the Cancel button emits `CANCEL` and moves to closed.', mode: 'full' }) as XStateResult).flow;
    expect(control.states?.open?.on?.CANCEL).toEqual([{ target: 'closed' }]);
  });
  test('actions in general are no deed of a moment', () => {
    const flow = (generateFlow({ text: 'The light starts off. FLICK moves it to on. The entry/exit actions only happen a short time after it has been on.', mode: 'full' }) as XStateResult).flow;
    expect(Object.values(flow.states ?? {}).some((n) => n.entryActions || n.exitActions)).toBe(false);
  });
});

describe('predicates joined after a condition', () => {
  test('a predicate with a condition of its own goes on from the main clause, with its subject', () => {
    const lines = linesOf('The valve is either open or closed. It opens when moisture drops below 30% and closes again once it rises above 45%.');
    expect(lines).toContain('closed --always--> open [moistureDropsBelow30]');
    expect(lines.some((l) => l.endsWith('--always--> closed [itRisesAbove45]'))).toBe(true);
  });
});

describe('what the inventory reads', () => {
  test('a name in capitals said to be what the thing is, a quality first, is a state; a field\'s value is not', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {});
    expect(states('A vessel waits until the harbour master grants a berth, whereupon it is Berthing.')).toContain('berthing');
    expect(states('Prior to its execution, this Agreement shall remain Pending Signature.')).toContain('pendingSignature');
    expect(states('When the hold reason is Awaiting Caller, nothing happens.')).not.toContain('awaitingCaller');
    expect(states('When the order is Pending, a payment makes it Paid.')).toContain('pending');
    // (Said of a thing with "a", or of things in the plural, where the sentence begins.)
    expect(states('An offer is Pending. After 7 days it lapses to Declined.')).toContain('pending');
    expect(states('Offers are Pending. After 7 days they lapse to Declined.')).toContain('pending');
    // (Of a thing with its qualities, "a submitted request", "Complete forms", or one a verb's clause is about.)
    expect(states('Employees send requests; a submitted request is Pending.')).toContain('pending');
    expect(states('We check each form. Complete forms are Accepted and filed.')).toContain('accepted');
    expect(states('An upheld appeal means the permit is Granted.')).toContain('granted');
    expect(states('When the hold reason is Awaiting Caller, nothing happens.')).not.toContain('awaitingCaller');
  });
  test('a plain noun\'s status is a field of that thing, no state; a quality\'s status names one', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {});
    expect(states('The order status is shown on the receipt. When the order ships it becomes Shipped.')).toEqual(['shipped']);
    expect(states('Specimen status\n\nOn arrival each specimen is logged and is then considered received.')).not.toContain('specimen');
    expect(states('Your account shall be in Unverified status until you complete verification, whereupon it shall become Active.')).toContain('unverified');
  });
  test('a phrase the lexicon names as a state, said of the thing, is where it is', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {});
    expect(states('When the customer replies, the ticket is on hold.')).toEqual(['onHold']);
    expect(states('When you borrow it, it is on loan for three weeks.')).toEqual(['onLoan']);
  });
  test('a numbered line alone over prose is a section\'s title; numbered lines one after another are a list', () => {
    const titles = (text: string) => (generateFlow({ text, mode: 'full' }) as XStateResult).diagnostics.filter((d) => d.message.startsWith('Read as a title')).map((d) => d.excerpt);
    expect(titles('5. Account status\n\nAn account is active from the day it is created.')).toEqual(['Account status']);
    expect(titles('1. Press start\n\n2. Wait for the beep.')).toEqual([]);
  });
  test('a short line over punctuated prose is a title, not a clause', () => {
    const result = generateFlow({ text: 'Borrowing rules\nItems are Available on the shelf. When you borrow an item it is On Loan.', mode: 'full' }) as XStateResult;
    expect(result.diagnostics.map((d) => d.message)).toContain('Read as a title: it names a part of the description, not behaviour.');
    const prose = generateFlow({ text: 'When the user clicks Start the light\ngoes green.', mode: 'full' }) as XStateResult;
    expect(prose.diagnostics.map((d) => d.message)).not.toContain('Read as a title: it names a part of the description, not behaviour.');
  });
  test('a glossary of names in emphasis, each opening its paragraph, is of states: before a colon past a note in brackets, or run in with a stop', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    expect(states('*Awaiting marking* (grey): script uploaded, nobody has touched it yet.\n\n*First marked* (blue): you have entered a mark and clicked Submit.')).toEqual(['Awaiting marking', 'First marked']);
    expect(states('*Submitted.* Nobody has read it yet.\n\n*Reviewed.* Someone has read it.\n\n*Approved.* It is done.')).toEqual(['Approved', 'Reviewed', 'Submitted']);
    // (A label alone on its line names a section.)
    expect(states('*AC1*\nGiven a courier is offline, they stay there.\n\n*AC2*\nNothing else.\n\n*AC3*\nNothing more.')).not.toContain('AC1');
  });
  test('where the text lists its states, a "... state" phrase of plain nouns no transition uses names none of them; a quality or a label may', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    const listed = 'There are three states: `idle`, `joining` and `inCall`. Tapping Join takes us from `idle` to `joining`.';
    expect(states(`We keep the call state in one store. ${listed}`)).toEqual(['idle', 'inCall', 'joining']);
    expect(states(`The active state holds the others. ${listed}`)).toContain('active');
    // (Without a list of states, the phrase is all the text says of it.)
    expect(states('The error state shows a banner. Tapping Join takes us from `idle` to `joining`.')).toContain('error');
  });
  test('a pronoun for any thing at all, "stops everything", names no state', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    expect(states('The rebase has states `applying` and `conflicted`. While `applying`, a conflict stops everything and the rebase goes to `conflicted`.')).toEqual(['applying', 'conflicted']);
    expect(states('The pump has states `heating` and `off`. While `heating`, a `MODE_OFF` stops everything and goes to `off`.')).toEqual(['heating', 'off']);
  });
  test('what a thing may be, listed, are states, each a name of up to three capitalised words', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    expect(states('A ticket is Open, In Progress or Closed.')).toEqual(['closed', 'inProgress', 'open']);
    expect(states('An item can be Available, On Loan, Overdue or Returned.')).toEqual(['available', 'onLoan', 'overdue', 'returned']);
  });
  test('written names a machine is said to have, one of which a thing is, or listed after a short qualifier of the kind, are states', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    expect(states('The controller is a small FSM with DOCKED, CLEANING, RETURNING and STUCK.')).toEqual(['CLEANING', 'DOCKED', 'RETURNING', 'STUCK']);
    expect(states('The session states under test are IDLE, PIN_ENTRY and MENU.')).toEqual(['IDLE', 'MENU', 'PIN_ENTRY']);
    expect(states('Guards have four states you can hook: `PATROL`, `SUSPICIOUS`, `CHASE`, `RETURN`.')).toEqual(['CHASE', 'PATROL', 'RETURN', 'SUSPICIOUS']);
    expect(states('Each replica shows one of: `streaming`, `lagging`, `disconnected`.')).toEqual(['disconnected', 'lagging', 'streaming']);
    // (Not where they are, nor an event's values.)
    expect(states('Drop two child states inside it: **Playing** and **Paused**.')).toEqual([]);
    expect(states('The event type is one of `FETCH`, `RETRY` or `CANCEL`.')).toEqual([]);
  });
  test('a glossary of plain names in Title Case before a dash lists states', () => {
    const text = 'Order Placed — We have received your order.\n\nPreparing — Payment went through and our team is packing your items.\n\nShipped — Your parcel is with the courier.\n\nQuestions — Ask at any desk.';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(expect.arrayContaining(['Order Placed', 'Preparing', 'Shipped']));
  });
  test('names in capitals that open the items of a list, each once, are states; a notice label is not', () => {
    const text = '- STANDBY: no battery detected.\n- PRECHARGE: 100 mA trickle.\n- FAST_CHARGE: constant current.\n- NOTE: the timer is fixed.';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(['STANDBY', 'PRECHARGE', 'FAST_CHARGE']);
  });
  test('speakers of a transcript are no states', () => {
    const text = 'HOST: So what does it do?\n\nMAYA: It has three modes.\n\nHOST: Sure.\n\nGUEST: Right.';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual([]);
  });
  test('digits before a capital make a name, not a number with its unit', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    expect(states('The states are 2FA_OFF and 2FA_ON. Enabling 2FA moves the account from 2FA_OFF to 2FA_ON.')).toEqual(['2FA_OFF', '2FA_ON']);
    expect(states('In idle, CHALLENGE goes to 3DS. After 30s it goes back to idle.')).toEqual(['3DS', 'idle']);
  });
  test('the speakers of a chat are no states, and each turn is read on its own', () => {
    const text = '**maya**: ok so for the upload button, idle → uploading when they drop a file, right?\n**dev_k**: yep. and if it errors we show the error state with a retry\n**maya**: retry just goes back to uploading?\n**dev_k**: yes';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {}).sort()).toEqual(['error', 'idle', 'uploading']);
    expect(result.flow.states?.error?.on?.RETRY).toEqual([{ target: 'uploading' }]);
  });
  test('keys before a colon, each with what it does, are no glossary of states', () => {
    const text = '- `Enter`: opens the menu.\n- `Escape`: closes the menu.\n- `Tab`: moves focus out of the menu.';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).not.toEqual(expect.arrayContaining(['Enter']));
    expect(Object.keys(result.flow.states ?? {})).not.toEqual(expect.arrayContaining(['Escape']));
  });
  test('a plural state noun after a thing names its states, not a state; listed before it, it names each', () => {
    const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {}).sort();
    expect(states('## 9.1 USB Device States\n\nAn attached device begins in the Attached state. A reset moves it to Default.')).toEqual(['attached', 'default']);
    expect(states('Workers have idle and busy states. A job moves a worker from idle to busy.')).toEqual(['busy', 'idle']);
  });
  test('two such names are no glossary', () => {
    const text = 'Designer — R. Adeyemi, who asks for comments inline.\n\nStatus — Ready for the developers to pick up.';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).not.toEqual(expect.arrayContaining(['Designer']));
    expect(Object.keys(result.flow.states ?? {})).not.toEqual(expect.arrayContaining(['Status']));
  });
});

describe('what gives nothing', () => {
  test('a bare arrow after a state\'s label reads without failing, and the arrow before it still counts', () => {
    const result = generateFlow({ text: 'In `idle`: `FETCH` → `loading`; → `error`.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toContain('loading');
  });
  test('a judgement graded by an adverb is no state', () => {
    const result = generateFlow({ text: "here's the whole thing, it's embarrassingly small. Someone types `!start` and it goes to **countdown**.", mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(['countdown']);
  });
  test('what the author is, is no state', () => {
    const result = generateFlow({ text: 'The door starts out CLOSED. PRESS moves it to OPEN. After 5 minutes it closes by itself, because I am forgetful.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).not.toContain('forgetful');
  });
  test('a persona in a state the text names is in it', () => {
    const result = generateFlow({ text: 'Given I am Offline\nWhen I tap "Go online"\nThen my status is Available\n\nGiven I am Available\nWhen I tap "Go offline"\nThen my status is Offline', mode: 'full' }) as XStateResult;
    expect(result.diagnostics.map((d) => d.code)).not.toContain('commentary');
    expect(Object.keys(result.flow.states ?? {}).sort()).toEqual(['available', 'offline']);
  });
  test('a sentence under a label of advice speaks to the reader: no service, no state', () => {
    const result = generateFlow({ text: 'Opening the door returns the machine to READY. Tip: load large plates at the back so the spray arm can turn freely.', mode: 'full' }) as XStateResult;
    expect(JSON.stringify(result.flow)).not.toMatch(/invoke|plates/i);
    expect(result.diagnostics.map((d) => d.message)).toContain('Read as commentary (an aside to the reader): it describes no behaviour.');
  });
  test('advice to the reader is commentary: no state, a diagnostic', () => {
    const result = generateFlow({ text: 'If timing matters to you, wrap it in a service of its own.', mode: 'full' }) as XStateResult;
    expect(result.flow).toEqual({});
    expect(result.diagnostics.map((d) => d.code)).toEqual(['unused-sentence']);
  });
  test('a bracket that says what something starts with, or what code returns, is no clause of going somewhere', () => {
    const result = generateFlow({ text: 'Please have your order number handy (it starts with TC-). Our check (`phoneCall.IsInState(State.Connected)` returns `true`) is fine.', mode: 'full' }) as XStateResult;
    expect(result.flow).toEqual({});
  });
  test('an event labelled in brackets after a place is no place', () => {
    const result = generateFlow({ text: 'The guard starts in Patrol. If the player breaks line of sight during Chase (`OnPlayerLost`), the guard goes to Search.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).not.toContain('OnPlayerLost');
  });
  test('an arrow opening a line with no event or condition after its target is no motion', () => {
    const result = generateFlow({ text: 'In draft:\n→ see the appendix on Monday', mode: 'full' }) as XStateResult;
    expect(transitionLines(result.flow)).toEqual([]);
  });
  test('a message or a line of code shown is no state', () => {
    const result = generateFlow({ text: 'The modal starts in uploading. Console shows `Unhandled promise rejection: TypeError: Failed to fetch`. The screen shows "Insufficient funds".', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(['uploading']);
  });
  test('a question asks and tells nothing: a diagnostic, no state', () => {
    const result = generateFlow({ text: 'Q: Why does my chlorinator keep showing "Check Salt" and stop producing? Is this correct or I miss something?', mode: 'full' }) as XStateResult;
    expect(result.flow).toEqual({});
    expect(result.diagnostics.map((d) => d.code)).toEqual(['commentary', 'commentary']);
  });
  test('a quality of the states names none of them', () => {
    const result = generateFlow({ text: 'The states are fixed; what you control is the timings. A crop starts Empty. Planting a seed makes it Seeded.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).not.toContain('fixed');
    expect(Object.keys(result.flow.states ?? {})).toContain('seeded');
  });
  test('a thing shown in the passive is no state', () => {
    const result = generateFlow({ text: 'The machine is in SEWING or WINDING mode. In SEWING, pressing WIND changes the machine to WINDING mode and the bobbin mark is displayed on LCD.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(['SEWING', 'WINDING']);
  });
  test('a step label is no state', () => {
    const result = generateFlow({ text: 'Step 3 – introduce a cooling state that drops back to idle two seconds later.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(['cooling', 'idle']);
  });
});

describe('where the story begins', () => {
  const first = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {})[0];
  test('where the thing, or a person going through it, arrives before anything happens', () => {
    expect(first('The stages are Screen, Applied and Hired. Everyone lands in Applied. A recruiter advances them to Screen.')).toBe('applied');
    expect(first('In idle, START moves it to running. Everyone lands in done.')).toBe('idle');
  });
  const states = (text: string) => Object.keys((generateFlow({ text, mode: 'full' }) as XStateResult).flow.states ?? {});
  test.each([
    ['Let\'s give our machine an initial state of stop next. GO moves stop to moving.', ['stop', 'moving']],
    ['Set the initial state to `idle`. GO moves busy to idle.', ['idle', 'busy']],
    ['We\'ll make idle the initial state. GO moves busy to idle.', ['idle', 'busy']],
    ['The reader has idle as its default state. SCAN moves busy to idle.', ['idle', 'busy']],
    ['The default state is idle. GO moves idle to busy.', ['idle', 'busy']],
    ['Its starting state is idle. GO moves idle to busy.', ['idle', 'busy']],
    ['The player has two states, `Muted` and `Unmuted` (initial). MUTE goes from `Unmuted` to `Muted`.', ['Unmuted', 'Muted']],
    ['After power-up the vehicle is Armed. DISARM moves it to Disarmed.', ['armed', 'disarmed']],
    ['Neighbor states (abridged)\n\nIn Down, HELLO moves it to Init.', ['down', 'init']],
    ['The state machine enters the WAIT_NEW_ORDER (default) state. PLACE_ORDER moves it to RECEIVE_ORDER.', ['WAIT_NEW_ORDER', 'RECEIVE_ORDER']],
  ])('a start named with a phrase, whatever the verb: %s', (text, expected) => {
    expect(states(text)).toEqual(expected);
  });
  test('a bracket that marks a name as initial, inside a compound state too', () => {
    const flow = (generateFlow({ text: 'Inside `form` are `form.dirty` and `form.pristine` (the initial child). CHANGE moves `form.pristine` to `form.dirty`.', mode: 'full' }) as XStateResult).flow;
    expect(Object.keys(flow.states?.form?.states ?? {})).toEqual(['pristine', 'dirty']);
    // (Written with a capital, the bracket names a state: "verified automatically (Final)".)
    expect(states('The player has two states, `Muted` and `Unmuted` (Initial). MUTE goes from `Unmuted` to `Muted`.')).toEqual(['Muted', 'Unmuted']);
  });
});
