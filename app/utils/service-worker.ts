// The service worker's source (decision 021): tickets readable offline at the airport. It is written here as a string and
// served at /sw.js (app/routes/service-worker.ts) with the paths the order kinds register (ORDER_KINDS'
// offlinePaths). No framework; under 5 KB gzip (service-worker.test.ts holds it there).
//
// What it does, in the browser:
// - keeps each registered page (a summary, a document, My Trips) when it is opened with the network, and answers it
//   from what it kept when the network is gone; never a page whose content (its <main>) holds a form that posts (it
//   might act twice later; the header's language and market forms only lead to the offline page), never a redirect
//   or an error;
// - for any other page without a network, answers the offline page in the page's language (kept when installed,
//   fetched without cookies: a visitor's page, nothing of a member's);
// - keeps the site's hashed assets (styles, icons) and its icon as they are fetched, so kept pages look right;
// - forgets everything on sign-out (the sign-out's POST; its answer also carries Clear-Site-Data).

/** The script registering it, inline in every page: allowed by its hash in the CSP (utils/security.server.ts). */
export const SERVICE_WORKER_REGISTRATION =
  'if("serviceWorker"in navigator)navigator.serviceWorker.register("/sw.js").catch(function(){})';
/** Its SHA-256, base64, as the CSP names it (a unit test keeps the two together). */
export const SERVICE_WORKER_REGISTRATION_HASH = "sha256-S32TGEhk1FHs5NiJ3YL+y4+Bgxl9Ztj1qstPn7VmktM=";

export function serviceWorkerSource(patterns: readonly string[], version: string): string {
  return `"use strict";
var KEEP="tern-offline-${version}";
var PATHS=${JSON.stringify(patterns)}.map(function(p){return new RegExp(p)});
var OFFLINE={"en-US":"/offline","fr-FR":"/fr-FR/offline"};
function offlineFor(url){return url.pathname.indexOf("/fr-FR")===0?OFFLINE["fr-FR"]:OFFLINE["en-US"]}
function keepOffline(){return caches.open(KEEP).then(function(c){return Promise.all([OFFLINE["en-US"],OFFLINE["fr-FR"]].map(function(path){
  return fetch(new Request(path,{credentials:"omit"})).then(function(r){if(r.ok)return c.put(path,r)})}))})}
self.addEventListener("install",function(e){e.waitUntil(keepOffline().then(function(){return self.skipWaiting()}))});
self.addEventListener("activate",function(e){e.waitUntil(caches.keys().then(function(keys){return Promise.all(keys.filter(function(k){return k!==KEEP}).map(function(k){return caches.delete(k)}))}).then(function(){return self.clients.claim()}))});
function offline(url){return caches.match(offlineFor(url)).then(function(hit){return hit||new Response("Offline",{status:503,headers:{"Content-Type":"text/plain"}})})}
function keep(request,response){
  if(!response.ok||response.redirected||response.type!=="basic")return response;
  var copy=response.clone();
  var type=response.headers.get("Content-Type")||"";
  var done=type.indexOf("text/html")===0?copy.clone().text().then(function(html){
    var main=html.split("<main")[1]||html;
    return caches.open(KEEP).then(function(c){return /<form[^>]*method="post"/i.test(main)?c.delete(request):c.put(request,copy)})
  }):caches.open(KEEP).then(function(c){return c.put(request,copy)});
  return done.then(function(){return response},function(){return response});
}
self.addEventListener("fetch",function(e){
  var request=e.request,url=new URL(request.url);
  if(url.origin!==location.origin)return;
  if(request.method==="POST"&&/\\/account\\/sign-out$/.test(url.pathname)){e.waitUntil(caches.delete(KEEP).then(keepOffline));return}
  if(request.method!=="GET")return;
  if(url.pathname.indexOf("/assets/")===0||url.pathname==="/favicon.svg"){
    e.respondWith(caches.match(request).then(function(hit){return hit||fetch(request).then(function(r){if(r.ok){var c=r.clone();caches.open(KEEP).then(function(k){k.put(request,c)})}return r})}));return}
  if(PATHS.some(function(p){return p.test(url.pathname)})){
    e.respondWith(fetch(request).then(function(r){return keep(request,r)},function(){return caches.match(request).then(function(hit){return hit||offline(url)})}));return}
  if(request.mode==="navigate")e.respondWith(fetch(request).catch(function(){return offline(url)}));
});
`;
}
