"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[758],{4758(e,n,t){t.r(n),t.d(n,{SignInProblemPage:()=>f});var o=t(4848),i=t(4648),r=t(8456),s=t(3679),l=t(1456),c=t(4564),a=t(5531),d=t(3586);function u(e,n){return"text"in n?n.text:e(`signIn.${n.key}`,{reason:"",...n.values})}const f=(0,i.PA)(function({onReload:e=()=>window.location.reload()}){const{t:n}=(0,r.B)(),{session:t}=(0,l.xC)(),i=t.problem;return(0,o.jsxs)(d.o,{title:n("signIn.failedTitle"),children:[(0,o.jsx)(p,{role:"alert",children:i?u(n,i):n("error.unknownProblem")}),(0,o.jsx)(c.$,{type:"button",onClick:e,children:n("signIn.retry")}),t.dialog&&(0,o.jsx)(m,{dialog:t.dialog,onClose:()=>t.dismissDialog(),onReload:e})]})});function m(e){const{dialog:n,onClose:t,onReload:i}=e,{t:s}=(0,r.B)(),l=n.title?u(s,n.title):s("error"===n.variant?"signIn.errorTitle":"signIn.noticeTitle");return(0,o.jsx)(a.L,{title:l,onDismiss:t,actions:(0,o.jsxs)(o.Fragment,{children:["info-retry"===n.variant&&(0,o.jsx)(c.$,{type:"button",variant:"primary",onClick:i,children:s("signIn.retry")}),(0,o.jsx)(c.$,{type:"button",onClick:t,children:s("signIn.ok")})]}),children:u(s,n.message)})}const p=s.Ay.p`
  margin: 0 0 24px;
`},5531(e,n,t){t.d(n,{L:()=>l});var o=t(4848),i=t(6540),r=t(3679),s=t(7135);function l({title:e,children:n,actions:t,onDismiss:r}){const l=(0,i.useId)(),m=(0,i.useId)(),p=(0,i.useRef)(null);return(0,s.Z)(p,!0,r),(0,i.useEffect)(()=>{p.current?.querySelector("button")?.focus()},[]),(0,o.jsx)(c,{children:(0,o.jsxs)(a,{ref:p,role:"alertdialog","aria-modal":"true","aria-labelledby":l,"aria-describedby":m,children:[(0,o.jsx)(d,{id:l,children:e}),(0,o.jsx)(u,{id:m,children:n}),(0,o.jsx)(f,{children:t})]})})}const c=r.Ay.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  background: ${({theme:e})=>e.colors.mask};
  z-index: ${({theme:e})=>e.zIndex.modal};
`,a=r.Ay.div`
  width: min(400px, 100%);
  padding: 24px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
`,d=r.Ay.h2`
  margin: 0 0 8px;
  font-size: ${({theme:e})=>e.font.size+2}px;
`,u=r.Ay.p`
  margin: 0 0 20px;
  overflow-wrap: anywhere;
`,f=r.Ay.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`},7135(e,n,t){t.d(n,{Z:()=>d});var o=t(6540);const i=[];let r="";function s(e){return[...e.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])')].filter(e=>!e.hidden)}function l(){return i[i.length-1]}function c(e){const n=l();if(!n)return;if("Escape"===e.key)return e.preventDefault(),e.stopPropagation(),void n.onEscape();if("Tab"!==e.key)return;const t=s(n.element),o=t[0],i=t[t.length-1],r=document.activeElement;o&&i?!e.shiftKey||r!==o&&n.element.contains(r)?e.shiftKey||r!==i&&n.element.contains(r)||(e.preventDefault(),o.focus()):(e.preventDefault(),i.focus()):(e.preventDefault(),n.element.focus())}function a(e){const n=l();n&&e.target instanceof Node&&!n.element.contains(e.target)&&(s(n.element)[0]??n.element).focus()}function d(e,n,t){const l=(0,o.useRef)(t);(0,o.useEffect)(()=>{l.current=t}),(0,o.useEffect)(()=>{const t=e.current;if(n&&t)return o={element:t,opener:document.activeElement,onEscape:()=>l.current?.()},0===i.length&&(r=document.body.style.overflow,document.body.style.overflow="hidden",document.addEventListener("keydown",c,!0),document.addEventListener("focusin",a)),i.push(o),o.element.contains(document.activeElement)||(s(o.element)[0]??o.element).focus(),()=>function(e){const n=i.indexOf(e);if(n<0)return;const t=n===i.length-1;i.splice(n,1),0===i.length&&(document.body.style.overflow=r,document.removeEventListener("keydown",c,!0),document.removeEventListener("focusin",a)),t&&e.opener instanceof HTMLElement&&e.opener.isConnected&&e.opener.focus()}(o);var o},[n,e])}}}]);
//# sourceMappingURL=758.314703f1.js.map