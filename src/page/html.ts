/**
 * The page the service serves at `/`: plain HTML and one small module script (script.ts), with
 * Mermaid's own bundle for the diagram when the mermaid package is installed. Nothing to build
 * by hand; the page asks for the API key itself, so loading it needs none.
 */
export const PAGE_HTML: string = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flowscribe</title>
<link rel="icon" href="data:,">
<style>
  :root { font-family: system-ui, sans-serif; color: #1d2430; background: #f6f7f9; }
  body { margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 3rem; }
  h1 { font-size: 1.4rem; margin: 0.5rem 0 0.2rem; }
  h2 { font-size: 1rem; margin: 0 0 0.5rem; }
  p.lead { margin: 0 0 1rem; color: #4a5363; }
  section, form { background: #fff; border: 1px solid #d9dde3; border-radius: 6px; padding: 0.8rem 1rem; margin-bottom: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.6rem; }
  textarea, input[type=password], input[type=text] { display: block; width: 100%; box-sizing: border-box; margin-top: 0.3rem; font: inherit; padding: 0.4rem; border: 1px solid #b9c0ca; border-radius: 4px; }
  textarea#text { min-height: 6rem; }
  textarea#context { min-height: 2.5rem; }
  button { font: inherit; padding: 0.35rem 0.9rem; border-radius: 4px; border: 1px solid #3558a8; background: #3f67c4; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #3558a8; }
  button:disabled { opacity: 0.5; cursor: default; }
  .row { display: flex; gap: 0.6rem; align-items: center; flex-wrap: wrap; }
  .result { display: grid; grid-template-columns: 3fr 2fr; gap: 1rem; }
  @media (max-width: 800px) { .result { grid-template-columns: 1fr; } }
  pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-size: 0.8rem; max-height: 32rem; overflow: auto; }
  #diagram svg { max-width: 100%; height: auto; }
  #reading { white-space: pre-wrap; line-height: 1.5; }
  mark { background: #ffe08a; border-bottom: 2px solid #d69a00; cursor: help; }
  mark.warning { background: #ffc2b3; border-bottom-color: #c63b1b; }
  #diagnostics { margin: 0.5rem 0 0; padding-left: 1.2rem; color: #4a5363; }
  .status { color: #4a5363; min-height: 1.2rem; }
  .error { color: #b3261e; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<h1>Flowscribe</h1>
<p class="lead">Describe how something behaves, in plain English; get the state machine, as a diagram and as JSON.</p>

<section id="key-panel" hidden>
  <form id="key-form" class="row">
    <label for="key" style="flex: 1">API key <span style="font-weight: normal">(printed when the service first started; kept in this browser)</span>
      <input id="key" type="password" autocomplete="off" required></label>
    <button type="submit">Use this key</button>
  </form>
  <p id="key-status" class="status" role="status"></p>
</section>

<form id="generate">
  <label>Description <textarea id="text" required placeholder="When the user clicks Submit, go to loading. After 5 seconds, loading goes back to idle."></textarea></label>
  <label>Context <span style="font-weight: normal">(optional: sets the scene, adds nothing itself)</span> <textarea id="context"></textarea></label>
  <div class="row"><button type="submit">Generate</button> <button type="button" id="change-key" class="secondary">Change key</button> <span id="status" class="status" role="status"></span></div>
</form>

<section id="reading-panel" hidden>
  <h2>How the text was read</h2>
  <div id="reading"></div>
  <ul id="diagnostics"></ul>
</section>

<div class="result" id="result" hidden>
  <section><h2>Diagram</h2><div id="diagram"></div><pre id="mermaid-source" hidden></pre></section>
  <section><h2>Flow</h2><pre id="json"></pre></section>
</div>

<section id="feedback" hidden>
  <h2>Was this flow right?</h2>
  <label>Comments <span style="font-weight: normal">(optional)</span> <input id="comments" type="text" maxlength="4000"></label>
  <div class="row"><button type="button" id="good">Good</button> <button type="button" id="bad" class="secondary">Bad</button> <span id="feedback-status" class="status" role="status"></span></div>
</section>

<script src="/assets/mermaid.min.js"></script>
<script type="module" src="/assets/page/script.js"></script>
</body>
</html>
`;
