// The coach's Web Worker: loads the advisor wasm (engine and bots only, built by the
// uno_advisor target) and answers the page's questions one at a time, as text
// (src/app/core/coach/advice.h). Started by the page the first time a seat is Expert or the
// player asks for a hint, so the first visit does not fetch it. advisor.js shares this
// global scope (importScripts): every name here carries the uno prefix so that none of
// Emscripten's globals (run, ready, ...) replaces it.
'use strict';
var unoQueue = [];
var unoReady = false;
function unoAnswer(text) {
  postMessage(Module.ccall('uno_advise', 'string', ['string'], [text]));
}
var Module = {
  onRuntimeInitialized: function () {
    unoReady = true;
    var q = unoQueue;
    unoQueue = [];
    q.forEach(unoAnswer);
  },
};
self.onmessage = function (e) {
  if (unoReady) unoAnswer(e.data);
  else unoQueue.push(e.data);
};
importScripts('advisor.js');
