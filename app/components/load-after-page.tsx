import { useNonce } from "~/utils/nonce";

/**
 * One inline line (under the page's nonce) that loads a script island once the page has loaded and painted, so that
 * its file never competes with the page's largest paint (decisions 024 and 025): the module, the chunks it imports
 * (`modulepreload`) and, for the map, its stylesheet, all read from the script's own data.
 */
const LOAD_AFTER_PAGE = `(s=>{const go=()=>{const add=(rel,href,as)=>{const l=document.createElement("link");l.rel=rel;l.href=href;if(as)l.as=as;l.nonce=s.nonce;document.head.append(l)};if(s.dataset.style)add("preload",s.dataset.style,"style");for(const h of (s.dataset.imports||"").split(" ").filter(Boolean))add("modulepreload",h);const m=document.createElement("script");m.type="module";m.src=s.dataset.src;m.nonce=s.nonce;document.head.append(m)};const later=()=>requestAnimationFrame(()=>setTimeout(go,s.dataset.wait?Number(s.dataset.wait):0));document.readyState==="complete"?later():addEventListener("load",later,{once:true})})(document.currentScript)`;

export function LoadAfterPage({
  src,
  imports,
  style,
  wait,
}: {
  src: string;
  imports: readonly string[];
  style?: string;
  /** Milliseconds more after the page's load: a script a traveller needs later than the page's first paint. */
  wait?: number;
}) {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      data-src={src}
      data-imports={imports.join(" ")}
      data-style={style}
      data-wait={wait}
      dangerouslySetInnerHTML={{ __html: LOAD_AFTER_PAGE }}
    />
  );
}
