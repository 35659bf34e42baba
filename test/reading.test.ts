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
  ["Should a token be inserted in idle, the carousel moves to spinning.", ["idle --INSERT_TOKEN--> spinning"]],
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
  ["The smart lock is locked by default. When a code is entered: if the code is correct, it unlocks; if it is wrong, it goes to lockedOut; otherwise it stays locked and counts the failed attempt.", ["locked --ENTER_CODE--> -", "locked --ENTER_CODE--> lockedOut [isWrong]", "locked --ENTER_CODE--> unlocked [codeIsCorrect]"]],
  ["The smart lock is locked by default. After 30 seconds unlocked, it locks itself again.", ["unlocked --after 30000--> locked"]],
  ["In lockedOut, codes are ignored for five minutes, after which the lock returns to locked.", ["lockedOut --after 300000--> locked"]],
  ["A light switch is either off or on, and it starts off. Flipping it when it is off turns it on; flipping it when it is on turns it off.", ["off --FLIP--> on", "on --FLIP--> off"]],
  ["The settings modal starts closed. Clicking the gear button opens it and pressing Escape closes it.", ["closed --CLICK_GEAR_BUTTON--> open", "open --ESCAPE--> closed"]],
  ["Once the code has been sent, the user is on waiting. After two minutes of waiting, the flow moves to resendAvailable. There, clicking 'Resend code' returns to waiting. In either state, submitting the code goes to verified.", ["resendAvailable --RESEND_CODE--> waiting", "resendAvailable --SUBMIT_CODE--> verified", "waiting --SUBMIT_CODE--> verified", "waiting --after 120000--> resendAvailable"]],
  ["From the home screen, pressing Settings moves to the settings screen and pressing Profile moves to the profile screen. From either of those, pressing Back moves to home.", ["home --PROFILE--> profile", "home --SETTINGS--> settings", "profile --BACK--> home", "settings --BACK--> home"]],
  ["The form starts in idle. When the user clicks Submit, go to loading. In loading, if the request succeeds go to success, otherwise go to error. After 5 seconds the error goes back to idle.", ["error --after 5000--> idle", "idle --SUBMIT--> loading", "loading --REQUEST_SUCCEEDS--> error", "loading --REQUEST_SUCCEEDS--> success"]],
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
  ["When the battery drops below 20%, the phone enters low power mode. Plugging in the charger returns it to normal mode.",["(root) --always--> lowPower [batteryDropsBelow20]","lowPower --PLUG_CHARGER--> normal"]],
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
  ["The door starts out locked. When the correct code is entered, the door is unlocked. After 10 seconds the door is locked again.",["locked --ENTER_CORRECT_CODE--> unlocked","unlocked --after 10000--> locked"]],
  ["Receiving a HEADERS frame causes the stream to become open. Sending a RST_STREAM frame causes the stream to become closed.",["(root) --HEADERS--> open","open --RST_STREAM--> closed"]],
  ["From the Connect state, if the TCP connection succeeds, the system moves to OpenSent. If the connection fails, it goes to Active.",["connect --CONNECTION_FAILS--> active","connect --TCP_CONNECTION_SUCCEEDS--> OpenSent"]],
  ["The order begins as a draft. Submitting the order sends it to review. The reviewer can approve it, which moves it to approved, or reject it, which sends it back to draft.",["draft --SUBMIT_ORDER--> review","review --APPROVE--> approved","review --REJECT--> draft"]],
  ["The lamp starts off. Pressing the button turns it on. Pressing it again turns it off.",["off --PRESS_BUTTON--> on","on --PRESS_BUTTON--> off"]],
  ["The job is queued until a worker picks it up, at which point it is running.",["queued --WORKER_PICKS_UP--> running"]],
  ["The call is ringing until the callee picks it up; then it is connected.",["ringing --CALLEE_PICKS_UP--> connected"]],
  ["Books start available. Borrowing an available book makes it loaned. Scanning a loaned book at the desk makes it available again.",["available --BORROW_BOOK--> loaned","loaned --SCAN_BOOK--> available"]],
  ["The turnstile starts out Locked. Dropping a coin into the slot (coin) releases the lock and the turnstile becomes Unlocked. Once a person pushes through the arm (push), it locks again and returns to Locked.",["locked --COIN--> unlocked","unlocked --PUSH--> locked"]],
  ["The controller operates in one of four modes: STANDBY, IDLE, HEATING or COOLING. In IDLE, if the temperature falls more than 1 °C below the setpoint it switches to HEATING, and if it rises more than 1 °C above the setpoint it switches to COOLING. Pressing ON returns it from STANDBY to IDLE.",["IDLE --always--> COOLING [itRisesMoreThan1CAboveSetpoint]","IDLE --always--> HEATING [temperatureFallsMoreThan1CBelowSetpoint]","STANDBY --PRESS_ON--> IDLE"]],
  ["As soon as its health drops below 60% the boss moves to phase2.",["(root) --always--> phase2 [healthDropsBelow60]"]],
  ["The firmware reports one of five states: `idle`, `heating`, `printing`, `paused` and `error`. Starting a job with `M24` from `idle` first enters `heating`. `M25` pauses a print (`printing` → `paused`). If thermal runaway is detected while heating or printing, the firmware enters `error`.",["heating --always--> error [thermalRunaway]","idle --M24--> heating","printing --M25--> paused","printing --always--> error [thermalRunaway]"]],
  ["Jobs are inserted as `available`. A scheduled job becomes `available` once its time arrives. When a queue fetches an available job, the job is marked `executing`. Calling `cancel_job/1` on an executing job moves it to `cancelled`.",["(root) --TIME_ARRIVES--> available","available --QUEUE_FETCHES--> executing","executing --cancel_job--> cancelled"]],
  ["A ticket starts open. When an agent picks it up it is marked `in_progress`. Once solved, the ticket is marked as resolved.",["in_progress --SOLVED--> resolved","open --AGENT_PICKS_UP--> in_progress"]],
  ["The LED has two states, `LED_OFF` and `LED_ON`. After the LED has been off for 900 milliseconds, we turn it on and switch to `LED_ON`. After 100 milliseconds in `LED_ON`, we turn it off and go back to `LED_OFF`.",["LED_OFF --after 900--> LED_ON","LED_ON --after 100--> LED_OFF"]],
  ["Let M be the DFA over the alphabet {0, 1}. M has two states, q_even and q_odd; q_even is the start state. On input 1, M moves from q_even to q_odd and from q_odd back to q_even.",["q_even --INPUT_1--> q_odd","q_odd --INPUT_1--> q_even"]],
  ["## Grunt AI. The grunt uses a four-state brain: Patrol, Chase, Attack and Search. It spawns in Patrol. If it spots the player, it switches to Chase. Losing line of sight during Chase puts it into Search. If it spots the player again it returns to Chase, and if 8 seconds pass without a sighting it goes back to Patrol.",["chase --LOSE_LINE--> search","patrol --SPOT_PLAYER--> chase","search --SPOT_PLAYER--> chase","search --after 8000--> patrol"]],
  ["In checking, when VALID arrives it goes to menu, and when INVALID arrives it goes to error.",["checking --INVALID--> error","checking --VALID--> menu"]],
  ["The reader waits in scanning. If the badge is accepted the door opens, and if it is refused the reader beeps and goes to locked.",["scanning --REFUSED--> locked"]],
  ["The door is locked. If the code is right it unlocks, and if it is wrong the keypad beeps and stays locked.",["locked --WRONG--> -","locked --always--> unlocked [codeIs]"]],
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
  ["The microwave is idle until the door is closed and start is pressed. It then cooks for the set time and beeps when done, returning to idle. Opening the door while cooking pauses it; closing the door resumes cooking.",["cooking --OPEN_DOOR--> paused","idle --PRESS_START--> cooking","paused --CLOSE_DOOR--> cooking"]],
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
  ["A turnstile has two possible states: Locked and Unlocked. There are two possible inputs that affect its state: putting a coin in the slot (coin) and pushing the arm (push). In the locked state, pushing on the arm has no effect; no matter how many times the input push is given, it stays in the locked state. Putting a coin in – that is, giving the machine a coin input – shifts the state from Locked to Unlocked. In the unlocked state, putting additional coins in has no effect; that is, giving additional coin inputs does not change the state. A customer pushing through the arms gives a push input and resets the state to Locked.",["locked --PUSH--> -","locked --PUT_COIN--> unlocked","unlocked --PUSH--> locked","unlocked --PUT_ADDITIONAL_COINS--> -"]],
  ["The promise is pending until it is either fulfilled with a value or rejected with a reason.",["pending --FULFIL--> fulfilled","pending --REJECT--> rejected"]],
  ["Pending means the Pod has been accepted. Once the Pod is bound to a node, it moves to Running.",["pending --POD_BOUND--> running"]],
  ["When another activity comes into the foreground, the current activity moves from Resumed to the Paused state.",["resumed --ANOTHER_ACTIVITY_COMES_FOREGROUND--> paused"]],
  ["Transitions:\n- `melt`: solid → liquid\n- `evaporate`: liquid → gas\n- `ionize`: gas → plasma",["gas --ionize--> plasma","liquid --evaporate--> gas","solid --melt--> liquid"]],
  ["The `melt` trigger moves the model from solid to liquid, and `freeze` does the reverse.",["liquid --freeze--> solid","solid --melt--> liquid"]],
  ["* **Idle**: waiting for input. Pressing a key goes to **Typing**.\n* **Typing**: the user is entering text. After 2 seconds without a key press, go back to **Idle**.",["idle --PRESS_KEY--> typing","typing --after 2000--> idle"]],
  ["A transition from `draft` to `review` happens when the author calls `submit()`. Reviewers can then `approve()` the post, moving it to `published`.",["draft --submit--> review","review --approve--> published"]],
  ["The system shall enter STANDBY mode upon power-up. When the START command is received in STANDBY, the system shall transition to RUNNING. If a fault is detected in RUNNING, the system shall enter FAULT. A RESET command shall return the system from FAULT to STANDBY.",["(root) --POWER_UP--> STANDBY","FAULT --RESET--> STANDBY","RUNNING --FAULT_DETECTED--> FAULT","STANDBY --START--> RUNNING"]],
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
  ["The code lock starts in the locked state. When the correct code is entered, the door unlocks and the lock enters the open state. The lock stays open for 10 seconds, then it locks again.",["locked --ENTER_CORRECT_CODE--> open","open --after 10000--> locked"]],
  ["The character is standing by default. Pressing B makes her jump. Releasing down while ducking makes her stand.",["ducking --RELEASE_DOWN--> standing","standing --B--> jumping"]],
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

describe('what gives nothing', () => {
  test('advice to the reader is commentary: no state, a diagnostic', () => {
    const result = generateFlow({ text: 'If timing matters to you, wrap it in a service of its own.', mode: 'full' }) as XStateResult;
    expect(result.flow).toEqual({});
    expect(result.diagnostics.map((d) => d.code)).toEqual(['unused-sentence']);
  });
  test('a step label is no state', () => {
    const result = generateFlow({ text: 'Step 3 – introduce a cooling state that drops back to idle two seconds later.', mode: 'full' }) as XStateResult;
    expect(Object.keys(result.flow.states ?? {})).toEqual(['cooling', 'idle']);
  });
});
