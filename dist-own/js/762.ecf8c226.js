"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[762],{5457(e,t,n){function o(e){if("string"!=typeof e||""===e.trim())return!1;if(e.startsWith("/")&&!e.startsWith("//"))return!0;try{const{protocol:t}=new URL(e);return"https:"===t||"http:"===t}catch{return!1}}n.d(t,{F:()=>o})},7793(e,t,n){const o=new Map,r={on(e,t){const n=o.get(e)??new Set,r=e=>t(e);return n.add(r),o.set(e,n),()=>n.delete(r)},emit(e,t){const n=o.get(e);if(!n||0===n.size)return!1;for(const e of[...n])e(t);return!0}};n.d(t,["L",0,r])},2175(e,t,n){function o(e,t){const n=document.createElement("a");n.href=e,n.download=t,n.rel="noopener noreferrer",n.style.display="none",document.body.append(n),n.click(),n.remove()}n.d(t,{z:()=>o})},5515(e,t,n){n.d(t,{j:()=>d});var o=n(4848),r=n(6540),i=n(7793),a=n(2946);const s=["chat","approval","default"],l=e=>"number"==typeof e||"string"==typeof e?e:void 0;var c=n(7926);function d({onDownload:e}){const[t,n]=(0,r.useState)(null),[d,u]=(0,r.useState)(null);return(0,r.useEffect)(()=>{const e=[i.L.on("imagePreview:open",e=>n(function(e){if("object"!=typeof e||null===e)return null;const{images:t,index:n,maskClosable:o}=e;return Array.isArray(t)?{images:t,index:"number"==typeof n?n:0,maskClosable:!0===o}:null}(e))),i.L.on("imagePreview:close",()=>n(null)),i.L.on("iframeViewer:open",e=>u(function(e){if("object"!=typeof e||null===e)return null;const t=e;if("string"!=typeof t.url)return null;const n=s.find(e=>e===t.variant)??"default";return{url:t.url,title:"string"==typeof t.title?t.title:void 0,variant:n,closable:"boolean"==typeof t.closable?t.closable:void 0,width:l(t.width),height:l(t.height)}}(e))),i.L.on("iframeViewer:close",()=>u(null))],t=()=>{n(null),u(null)};return window.addEventListener("popstate",t),()=>{e.forEach(e=>e()),window.removeEventListener("popstate",t)}},[]),(0,o.jsxs)(o.Fragment,{children:[d&&(0,o.jsx)(a.ry,{open:!0,...d,onClose:()=>u(null)}),t&&(0,o.jsx)(c.R,{open:!0,images:t.images,index:t.index,maskClosable:t.maskClosable,onDownload:e,onClose:()=>n(null)})]})}},2946(e,t,n){n.d(t,{ry:()=>c});var o=n(4848),r=n(3679),i=n(7949),a=n(5457),s=n(7596);const l={"zh-CN":{defaultTitle:"页面内容",frameTitle:e=>`${e}（外部内容）`,badAddress:"无法打开此页面：地址无效"},"en-US":{defaultTitle:"Page content",frameTitle:e=>`${e} (external content)`,badAddress:"This page cannot be opened: the address is not valid"}};function c(e){const{open:t,url:n,variant:r="default",onClose:c}=e,f=(0,i.z)(l),p=e.title?.trim()||f.defaultTitle,h="approval"===r;return(0,o.jsx)(s.a,{open:t,title:p,onClose:c,closable:!h||(e.closable??!0),maskClosable:!1,width:h?e.width:void 0,height:h?e.height:"70vh",children:(0,a.F)(n)?(0,o.jsx)(d,{src:n,title:f.frameTitle(p),sandbox:"allow-scripts",referrerPolicy:"no-referrer","data-variant":r}):(0,o.jsx)(u,{role:"alert",children:f.badAddress})})}const d=r.Ay.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 50vh;
  border: 0;
  background: ${({theme:e})=>e.colors.surface};
`,u=r.Ay.p`
  color: ${({theme:e})=>e.colors.danger};
`},5337(e,t,n){n.d(t,{_:()=>f});var o=n(4848),r=n(6540),i=n(3679),a=n(7949),s=n(1864),l=n(8025),c=n(6831),d=n(3647),u=n(7135);function f(e){const{open:t,title:n,children:i,onClose:f,resizable:h=!0,maskClosable:m=!0}=e,x=(0,a.z)(l.$),g=(0,r.useId)(),y=(0,r.useRef)(null),[w,b]=(0,r.useState)(e.width??s.c.drawerWidth),[v,k]=(0,r.useState)(!1),j=function(e,t){const n=(0,r.useRef)(e),o=(0,r.useRef)(void 0);return(0,r.useEffect)(()=>{n.current=e}),(0,r.useEffect)(()=>()=>clearTimeout(o.current),[]),e=>{clearTimeout(o.current),o.current=setTimeout(()=>n.current?.(e),t)}}(e.onResize,s.c.drawerResizeDebounceMs),$=(0,r.useRef)(!1);if((0,u.Z)(y,t,f),!t)return null;function C(e){const t=Math.round(Math.min(window.innerWidth,Math.max(320,e)));b(t),j(t)}return(0,o.jsx)(d.b,{maskClosable:m,onClose:f,children:(0,o.jsxs)(c.wv,{ref:y,role:"dialog","aria-modal":"true","aria-labelledby":g,tabIndex:-1,style:{width:v?"100vw":w},children:[h&&!v&&(0,o.jsx)(p,{role:"separator","aria-orientation":"vertical","aria-label":x.resizeHandle,"aria-valuenow":w,"aria-valuemin":320,tabIndex:0,onKeyDown:function(e){const t={ArrowLeft:40,ArrowRight:-40}[e.key];void 0!==t&&(e.preventDefault(),C(w+t))},onPointerDown:e=>{$.current=!0,e.currentTarget.setPointerCapture?.(e.pointerId)},onPointerMove:function(e){$.current&&C(window.innerWidth-e.clientX)},onPointerUp:()=>{$.current=!1}}),(0,o.jsxs)(c.Y9,{children:[(0,o.jsx)(c.hE,{id:g,children:n}),h&&(0,o.jsx)(c.K0,{type:"button","aria-pressed":v,onClick:()=>k(!v),children:v?x.exitFullScreen:x.fullScreen}),(0,o.jsx)(c.K0,{type:"button","aria-label":x.close,onClick:f,children:"✕"})]}),(0,o.jsx)(c.nB,{children:i})]})})}const p=i.Ay.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: -4px;
  width: 8px;
  cursor: ew-resize;

  &:focus-visible,
  &:hover {
    background: ${({theme:e})=>e.colors.focusRing};
  }
`},2065(e,t,n){n.d(t,{T:()=>i});var o=n(1380);function r(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class i{get top(){return this.layers[this.layers.length-1]}open(e,t,{stack:n=!1}={}){if(!e.component&&!e.lazyComponent)throw new Error(`Overlay "${e.key}" needs a component or a lazy component`);const o=n?this.layers.filter(t=>t.definition.key===e.key):this.layers;return o.forEach(e=>e.settle(void 0)),this.layers=this.layers.filter(e=>!o.includes(e)),this.panelMode="single",new Promise(n=>{this.layers.push({id:this.nextId++,definition:e,params:t,settle:n})})}close(e,t){const n=this.top;n&&n.id===e&&(this.layers.pop(),n.settle(t))}closeTop(e){this.top&&this.close(this.top.id,e)}closeAll(){for(;this.top;)this.close(this.top.id)}setPanelMode(e){this.panelMode=e}constructor(){r(this,"layers",[]),r(this,"panelMode","single"),r(this,"nextId",1),(0,o.l_)(this,{nextId:!1})}}const a=new i;n.d(t,["F",0,a])},2335(e,t,n){var o=n(4848),r=n(4648),i=n(6540),a=n(5337),s=n(2065),l=n(7596),c=n(586);const d=new WeakMap;function u({layer:e,close:t}){return(0,i.createElement)(function(e){if(e.component)return e.component;const t=d.get(e);if(t)return t;const n=e.lazyComponent??(()=>Promise.reject(new Error("no component"))),o=(0,i.lazy)(n);return d.set(e,o),o}(e.definition),{params:e.params,close:t})}function f({layer:e,manager:t}){const{definition:n,params:r,id:s}=e,d=e=>t.close(s,e),f=(0,o.jsx)(i.Suspense,{fallback:null,children:(0,o.jsx)(u,{layer:e,close:d})}),p={open:!0,title:n.title,onClose:()=>d()};if("drawer"===n.kind)return(0,o.jsx)(a._,{...p,children:f});if("popup"===n.kind)return(0,o.jsx)(c.O,{...p,children:f});const h=n.onOk;return(0,o.jsx)(l.a,{...p,onOk:h&&(async()=>{const e=await h(r);return!1!==e&&t.close(s,e),!1}),children:f})}const p=(0,r.PA)(function({manager:e=s.F}){return(0,i.useEffect)(()=>{const t=()=>e.closeAll();return window.addEventListener("popstate",t),()=>window.removeEventListener("popstate",t)},[e]),(0,o.jsx)(o.Fragment,{children:e.layers.map(t=>(0,o.jsx)(f,{layer:t,manager:e},t.id))})});n.d(t,["f",0,p])},7596(e,t,n){n.d(t,{a:()=>h});var o=n(4848),r=n(6540),i=n(7949),a=n(4564),s=n(1864),l=n(8025),c=n(6831),d=n(260),u=n(3647),f=n(7135);const p={ArrowLeft:[-16,0],ArrowRight:[16,0],ArrowUp:[0,-16],ArrowDown:[0,16]};function h(e){const{open:t,title:n,children:h,onClose:m,onOk:x,footer:g}=e,{escClosable:y=!0,maskClosable:w=!0,draggable:b=!0,closable:v=!0}=e,k=(0,i.z)(l.$),j=(0,r.useId)(),$=(0,r.useRef)(null),C=(0,d.i)(b),z=function(e,t){const[n,o]=(0,r.useState)(!1),i=(0,r.useRef)(!0);return(0,r.useEffect)(()=>(i.current=!0,()=>{i.current=!1}),[]),{working:n,handleOk:async function(){if(n)return;let r;o(!0);try{r=await(e?.())}catch{r=!1}finally{i.current&&o(!1)}!1!==r&&t()}}}(x,m);return(0,f.Z)($,t,y?m:void 0),t?(0,o.jsx)(u.b,{maskClosable:w,onClose:m,children:(0,o.jsxs)(c.Lj,{ref:$,role:"dialog","aria-modal":"true","aria-labelledby":j,tabIndex:-1,style:{width:e.width??s.c.modalWidth,minHeight:e.height??s.c.modalHeight,translate:`${C.offset.x}px ${C.offset.y}px`},children:[(0,o.jsxs)(c.Y9,{...C.handlers,style:{cursor:b?"move":void 0},children:[(0,o.jsx)(c.hE,{id:j,children:n}),b&&(0,o.jsx)(c.K0,{type:"button","aria-label":k.dragHandle,onKeyDown:function(e){const t=p[e.key];t&&(e.preventDefault(),C.moveBy(t[0],t[1]))},children:"✥"}),v&&(0,o.jsx)(c.K0,{type:"button","aria-label":k.close,onClick:m,children:"✕"})]}),(0,o.jsx)(c.nB,{children:h}),(g??x)&&(0,o.jsx)(c.wi,{children:g??(0,o.jsxs)(o.Fragment,{children:[(0,o.jsx)(a.$,{type:"button",onClick:m,children:k.cancel}),(0,o.jsx)(a.$,{type:"button",variant:"primary","aria-busy":z.working,onClick:()=>{z.handleOk()},children:z.working?k.working:k.ok})]})})]})}):null}},3647(e,t,n){n.d(t,{b:()=>a});var o=n(4848),r=n(961),i=n(6831);function a({children:e,maskClosable:t,onClose:n}){return(0,r.createPortal)((0,o.jsx)(i.n1,{"data-testid":"overlay-mask",onClick:e=>{t&&e.target===e.currentTarget&&n()},children:e}),document.body)}},586(e,t,n){n.d(t,{O:()=>a});var o=n(4848),r=n(5337),i=n(1864);function a({width:e=i.c.popupWidth,...t}){return(0,o.jsx)(r._,{...t,width:e,resizable:!1})}},1864(e,t,n){n.d(t,["L",0,{step:.2,min:.3,max:6,rotateStep:90,defaultIndex:0},"c",0,{modalWidth:"50%",modalHeight:"40%",animationMs:300,popupWidth:500,drawerWidth:700,drawerResizeDebounceMs:1e3,zIndex:999}])},8025(e,t,n){n.d(t,["$",0,{"zh-CN":{close:"关闭",ok:"确定",cancel:"取消",working:"处理中…",fullScreen:"全屏",exitFullScreen:"退出全屏",resizeHandle:"调整宽度（左右方向键）",dragHandle:"拖动窗口（方向键移动）"},"en-US":{close:"Close",ok:"OK",cancel:"Cancel",working:"Working…",fullScreen:"Full screen",exitFullScreen:"Exit full screen",resizeHandle:"Resize width (left and right arrow keys)",dragHandle:"Move the window (arrow keys)"}}])},6831(e,t,n){var o=n(3679),r=n(1864);const i=o.i7`
  from { opacity: 0; }
  to { opacity: 1; }
`,a=o.i7`
  from { opacity: 0; transform: scale(0.9); }
  to { opacity: 1; transform: scale(1); }
`,s=o.i7`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`,l=e=>o.AH`
  animation: ${e} ${r.c.animationMs}ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`,c=o.Ay.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({theme:e})=>e.colors.mask};
  z-index: ${({$layerZ:e})=>e??r.c.zIndex};
  ${l(i)}
`,d=o.Ay.div`
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  max-height: 100vh;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
  ${l(a)}

  &:focus {
    outline: none;
  }
`,u=o.Ay.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
  ${l(s)}

  &:focus {
    outline: none;
  }
`,f=o.Ay.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
`,p=o.Ay.h2`
  flex: 1;
  margin: 0;
  font-size: ${({theme:e})=>e.font.size+2}px;
  overflow-wrap: anywhere;
`,h=o.Ay.div`
  flex: 1;
  overflow: auto;
  padding: ${({theme:e})=>e.spacing.lg}px;
`,m=o.Ay.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({theme:e})=>e.spacing.sm}px;
  padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
  border-top: 1px solid ${({theme:e})=>e.colors.divider};
`,x=o.Ay.button`
  min-width: 36px;
  min-height: 36px;
  padding: 0 ${({theme:e})=>e.spacing.xs}px;
  border: 1px solid transparent;
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({theme:e})=>e.colors.surfaceRaised};
  }

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`;n.d(t,["K0",0,x,"Lj",0,d,"Y9",0,f,"hE",0,p,"n1",0,c,"nB",0,h,"wi",0,m,"wv",0,u])},260(e,t,n){n.d(t,{i:()=>i});var o=n(6540);const r={x:0,y:0};function i(e=!0){const[t,n]=(0,o.useState)(r),i=(0,o.useRef)(null);function a(){i.current=null}return{offset:t,setOffset:n,moveBy:function(e,t){n(n=>({x:n.x+e,y:n.y+t}))},handlers:{onPointerDown:function(n){e&&0===n.button&&(n.target instanceof HTMLElement&&n.target.closest("button")||(i.current={pointerX:n.clientX,pointerY:n.clientY,from:t},n.currentTarget.setPointerCapture?.(n.pointerId)))},onPointerMove:function(e){const t=i.current;t&&n({x:t.from.x+e.clientX-t.pointerX,y:t.from.y+e.clientY-t.pointerY})},onPointerUp:a,onPointerCancel:a}}}},7135(e,t,n){n.d(t,{Z:()=>d});var o=n(6540);const r=[];let i="";function a(e){return[...e.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])')].filter(e=>!e.hidden)}function s(){return r[r.length-1]}function l(e){const t=s();if(!t)return;if("Escape"===e.key)return e.preventDefault(),e.stopPropagation(),void t.onEscape();if("Tab"!==e.key)return;const n=a(t.element),o=n[0],r=n[n.length-1],i=document.activeElement;o&&r?!e.shiftKey||i!==o&&t.element.contains(i)?e.shiftKey||i!==r&&t.element.contains(i)||(e.preventDefault(),o.focus()):(e.preventDefault(),r.focus()):(e.preventDefault(),t.element.focus())}function c(e){const t=s();t&&e.target instanceof Node&&!t.element.contains(e.target)&&(a(t.element)[0]??t.element).focus()}function d(e,t,n){const s=(0,o.useRef)(n);(0,o.useEffect)(()=>{s.current=n}),(0,o.useEffect)(()=>{const n=e.current;if(t&&n)return o={element:n,opener:document.activeElement,onEscape:()=>s.current?.()},0===r.length&&(i=document.body.style.overflow,document.body.style.overflow="hidden",document.addEventListener("keydown",l,!0),document.addEventListener("focusin",c)),r.push(o),o.element.contains(document.activeElement)||(a(o.element)[0]??o.element).focus(),()=>function(e){const t=r.indexOf(e);if(t<0)return;const n=t===r.length-1;r.splice(t,1),0===r.length&&(document.body.style.overflow=i,document.removeEventListener("keydown",l,!0),document.removeEventListener("focusin",c)),n&&e.opener instanceof HTMLElement&&e.opener.isConnected&&e.opener.focus()}(o);var o},[t,e])}},7926(e,t,n){n.d(t,{R:()=>H});var o=n(4848),r=n(6540),i=n(961),a=n(3679),s=n(7949),l=n(2175),c=n(7135);const d={"zh-CN":{dialog:"图片预览",hintDesktop:"右键点击图片可下载",hintTouch:"长按图片可保存",close:"关闭预览",previous:"上一张",next:"下一张",rotateLeft:"向左旋转",rotateRight:"向右旋转",zoomIn:"放大",zoomOut:"缩小",download:"下载",counter:(e,t)=>`第 ${e} 张，共 ${t} 张`,state:(e,t)=>`缩放 ${e}%，旋转 ${t}°`,loadError:"图片加载失败...",noFileName:"此文件没有文件名",cannotPreview:"此文件无法预览",keys:"左右方向键切换，+ / - 缩放，R 向右旋转，Shift+R 向左旋转，Esc 关闭",empty:"没有可预览的图片"},"en-US":{dialog:"Image preview",hintDesktop:"Right-click the image to download it",hintTouch:"Long-press the image to save it",close:"Close preview",previous:"Previous image",next:"Next image",rotateLeft:"Rotate left",rotateRight:"Rotate right",zoomIn:"Zoom in",zoomOut:"Zoom out",download:"Download",counter:(e,t)=>`Image ${e} of ${t}`,state:(e,t)=>`Zoom ${e}%, rotated ${t}°`,loadError:"Image failed to load...",noFileName:"This file has no file name",cannotPreview:"This file cannot be previewed",keys:"Left and right arrows switch images, + / - zoom, R rotates right, Shift+R left, Esc closes",empty:"No images to preview"}};var u=n(6831),f=n(1864);function p(e){return Number.isFinite(e)?(t=Math.min(f.L.max,Math.max(f.L.min,e)),Math.round(100*t)/100):1;var t}const h=(e,t)=>({...e,scale:p(e.scale+t)}),m=e=>h(e,f.L.step),x=e=>h(e,-f.L.step),g=(e,t)=>({...e,rotation:((e.rotation+t*f.L.rotateStep)%360+360)%360});function y(e,t){return"number"==typeof e&&Number.isInteger(e)&&e>=0&&e<t?e:f.L.defaultIndex}function w(e,t,n){return t<0||t>=n||t===e.index?e:{index:t,scale:1,rotation:0}}const b=a.Ay.div`
  position: fixed;
  inset: 0;
  z-index: ${f.c.zIndex};
  display: flex;
  flex-direction: column;
  background: ${({theme:e})=>e.colors.background};
  color: ${({theme:e})=>e.colors.text};

  &:focus {
    outline: none;
  }
`,v=a.Ay.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({theme:e})=>e.spacing.md}px;
  padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
`,k=a.Ay.h2`
  margin: 0;
  font-size: ${({theme:e})=>e.font.size+2}px;
  overflow-wrap: anywhere;
`,j=a.Ay.p`
  flex: 1;
  margin: 0;
  color: ${({theme:e})=>e.colors.textSecondary};
`,$=a.Ay.div`
  font-variant-numeric: tabular-nums;
`,C=a.Ay.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  padding: ${({theme:e})=>e.spacing.md}px;
`,z=a.Ay.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;function A(e){const{view:t,total:n,messages:r,onChange:i,onDownload:a}=e,s=Math.round(100*t.scale);return(0,o.jsxs)(C,{children:[t.index>0&&(0,o.jsxs)(E,{type:"button",onClick:()=>i(w(t,t.index-1,n)),children:["‹ ",r.previous]}),(0,o.jsx)(E,{type:"button","aria-label":r.rotateLeft,onClick:()=>i(g(t,-1)),children:"⟲"}),(0,o.jsx)(E,{type:"button","aria-label":r.zoomOut,"aria-disabled":t.scale<=f.L.min,onClick:()=>i(x(t)),children:"−"}),(0,o.jsxs)(P,{role:"status",children:[(0,o.jsxs)("span",{"aria-hidden":"true",children:[s,"%"]}),(0,o.jsx)(z,{children:r.state(s,t.rotation)})]}),(0,o.jsx)(E,{type:"button","aria-label":r.zoomIn,"aria-disabled":t.scale>=f.L.max,onClick:()=>i(m(t)),children:"+"}),(0,o.jsx)(E,{type:"button","aria-label":r.rotateRight,onClick:()=>i(g(t,1)),children:"⟳"}),a&&(0,o.jsx)(E,{type:"button",onClick:a,children:r.download}),t.index<n-1&&(0,o.jsxs)(E,{type:"button",onClick:()=>i(w(t,t.index+1,n)),children:[r.next," ›"]})]})}const E=(0,a.Ay)(u.K0)`
  border-color: ${({theme:e})=>e.colors.border};
`,P=a.Ay.span`
  min-width: 4em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;var L=n(4819),R=n(260);function I(e){const[t,n]=e;return t&&n?Math.hypot(t.x-n.x,t.y-n.y):0}function M(e){const{item:t,scale:n,rotation:i,messages:a,onZoom:s,onPinch:l,fallbackImage:c}=e,[d,u]=(0,r.useState)(!1),p=(0,R.i)(),h=function(e,t){const n=(0,r.useRef)(new Map),o=(0,r.useRef)(0),i=e=>n.current.set(e.pointerId,{x:e.clientX,y:e.clientY});return{onPointerDown(e){i(e),n.current.size>=2?o.current=I([...n.current.values()]):t.onPointerDown(e)},onPointerMove(r){if(!n.current.has(r.pointerId))return t.onPointerMove(r);if(i(r),n.current.size<2)return t.onPointerMove(r);const a=I([...n.current.values()]);o.current>0&&a>0&&e(a/o.current),o.current=a},onPointerUp(e){n.current.delete(e.pointerId),o.current=0,t.onPointerUp()}}}(l,p.handlers);return t.isImage?d&&!c?(0,o.jsx)(S,{children:(0,o.jsx)(O,{role:"alert",children:a.loadError})}):(0,o.jsx)(S,{onWheel:function(e){0!==e.deltaY&&s(e.deltaY<0?f.L.step:-f.L.step)},...h,onPointerCancel:h.onPointerUp,"data-testid":"preview-stage",children:(0,o.jsx)(D,{src:d&&c?c:t.url,alt:t.title||a.cannotPreview,draggable:!1,onError:()=>u(!0),style:{transform:`translate(${p.offset.x}px, ${p.offset.y}px) scale(${n}) rotate(${i}deg)`}})}):(0,o.jsx)(S,{children:(0,o.jsxs)(T,{role:"img","aria-label":a.cannotPreview,children:[(0,o.jsx)("span",{"aria-hidden":"true",children:"📄"}),(0,o.jsx)("span",{children:t.title||a.noFileName})]})})}const S=a.Ay.div`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  touch-action: none;
  cursor: grab;
`,D=a.Ay.img`
  max-width: 90%;
  max-height: 90%;
  user-select: none;
  transition: transform 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`,T=a.Ay.div`
  display: grid;
  justify-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  font-size: ${({theme:e})=>e.font.size+2}px;

  span:first-child {
    font-size: 64px;
  }
`,O=a.Ay.p`
  color: ${({theme:e})=>e.colors.brandText};
  font-size: ${({theme:e})=>e.font.size+2}px;
`;var F=n(8238);const K={12:"small",14:"normal",16:"large"};function W(e){if(!e)return(0,F.m)({mode:"dark"});if("dark"===e.mode)return e;try{return(0,F.m)({mode:"dark",brandColor:e.colors.brand,fontSize:K[e.font.size]??"normal"})}catch{return e}}function H(e){return e.open?(0,o.jsx)(N,{...e},e.index??0):null}function N(e){const{onClose:t,maskClosable:n=!1}=e,u=(0,s.z)(d),f=(0,r.useMemo)(()=>(0,L.gP)(e.images),[e.images]),[C,P]=(0,r.useState)(()=>((e,t)=>({index:y(e,t),scale:1,rotation:0}))(e.index,f.length)),R=(0,r.useRef)(null),I=(0,r.useId)(),S=(0,r.useId)(),D=function(){const[e]=(0,r.useState)(()=>"function"==typeof window.matchMedia&&window.matchMedia("(pointer: coarse)").matches);return e}();(0,c.Z)(R,!0,t),(0,r.useEffect)(()=>{const e=R.current;e&&!e.contains(document.activeElement)&&e.focus()},[C.index]);const T=f[C.index],O=f.length;return(0,i.createPortal)((0,o.jsx)(a.NP,{theme:W,children:(0,o.jsxs)(b,{ref:R,role:"dialog","aria-modal":"true","aria-labelledby":I,"aria-describedby":S,tabIndex:-1,onKeyDown:function(e){const t={ArrowLeft:e=>w(e,e.index-1,O),ArrowRight:e=>w(e,e.index+1,O),"+":m,"=":m,"-":x,r:e=>g(e,1),R:e=>g(e,-1)}[e.key];!t||e.ctrlKey||e.metaKey||e.altKey||(e.preventDefault(),P(t))},onClick:e=>{n&&e.target===e.currentTarget&&t()},children:[(0,o.jsxs)(v,{children:[(0,o.jsx)(k,{id:I,children:T?.title||u.dialog}),(0,o.jsx)(j,{children:D?u.hintTouch:u.hintDesktop}),(0,o.jsxs)($,{role:"status",children:[(0,o.jsx)("span",{"aria-hidden":"true",children:`${Math.min(C.index+1,O)} / ${O}`}),(0,o.jsx)(z,{children:u.counter(C.index+1,O)})]}),(0,o.jsx)(E,{type:"button",onClick:t,children:u.close})]}),(0,o.jsx)("p",{id:S,hidden:!0,children:u.keys}),T?(0,o.jsx)(M,{item:T,scale:C.scale,rotation:C.rotation,messages:u,fallbackImage:e.fallbackImage,onZoom:e=>P(t=>h(t,e)),onPinch:e=>P(t=>({...t,scale:p(t.scale*e)}))},C.index):(0,o.jsx)("p",{role:"alert",children:u.empty}),(0,o.jsx)(A,{view:C,total:O,messages:u,onChange:P,onDownload:T?.isImage?()=>{T&&(e.onDownload?e.onDownload(T.url,T.title):(0,l.z)(T.url,T.title))}:void 0})]})}),document.body)}},4819(e,t,n){n.d(t,{gP:()=>i,lS:()=>r});const o=["jpg","bmp","gif","ico","pcx","jpeg","tif","tiff","png","raw","tga"];function r(e){return o.includes(function(e){const t=e.lastIndexOf(".");return t<0?"":e.slice(t+1).toLowerCase()}(e))}function i(e){return Array.isArray(e)?e.flatMap(e=>{const t="string"==typeof e?{url:e}:e;if("object"!=typeof t||null===t)return[];const{url:n,name:o,title:i}=t;if("string"!=typeof n||""===n.trim())return[];const a=function(e){let t;try{t=new URL(e,"http://relative.invalid").pathname}catch{t=e.split(/[?#]/)[0]??""}const n=t.split("/").pop()??"";try{return decodeURIComponent(n)}catch{return n}}(n),s="string"==typeof o&&o?o:a;return[{url:n,title:"string"==typeof i&&i?i:s,isImage:r(s)||r(a)}]}):[]}n.d(t,["f9",0,o])}}]);
//# sourceMappingURL=762.ecf8c226.js.map