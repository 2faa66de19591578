/**
 * How long a page waits for its first paint and main picture before loading what it deferred
 * anyway (a picture on a stalled connection, or a tab opened in the background, must not keep the
 * page's scripts from running).
 */
export const MAIN_PICTURE_WAIT_MS = 2500;

/**
 * Browser code, as text for a nonced inline script (decision 058): a function that calls the
 * function it is given once the page has had its first contentful paint and has decoded its main
 * picture (the image marked `fetchpriority="high"`, the page's largest paint), one frame later so
 * the picture is on screen; or after MAIN_PICTURE_WAIT_MS, whichever comes first. What the page
 * defers (its stylesheet, its scripts) so loads after what the reader sees first, not beside it.
 * Plain ES5: it runs before any of the page's modules.
 */
export const WHEN_FIRST_PAINTED =
  "function(run){var done=false,pending=2,d=document;" +
  "function go(){if(done)return;done=true;if(d.visibilityState==='hidden')setTimeout(run,0);else requestAnimationFrame(function(){setTimeout(run,0)})}" +
  `function one(){pending-=1;if(pending===0)go()}setTimeout(go,${MAIN_PICTURE_WAIT_MS});` +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var seen=false,o=new P(function(list){if(!seen&&list.getEntriesByName('first-contentful-paint').length){seen=true;o.disconnect();one()}});o.observe({type:'paint',buffered:true})}" +
  "else requestAnimationFrame(function(){setTimeout(one,0)});" +
  "var picture=d.querySelector('img[fetchpriority=\"high\"]');if(picture&&picture.decode)picture.decode().then(one,one);else one()}";
