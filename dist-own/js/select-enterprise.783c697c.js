"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[269],{5244(e,t,r){r.d(t,{SelectEnterpriseRoute:()=>C});var n=r(4848),i=r(4648),o=r(6540),s=r(9001),a=r(8356),l=r(8362);class d extends Error{constructor(...e){var t,r;super(...e),r="CorporationListError",(t="name")in this?Object.defineProperty(this,t,{value:r,enumerable:!0,configurable:!0,writable:!0}):this[t]=r}}const c=e=>"object"==typeof e&&null!==e&&!Array.isArray(e);function u(e){if(!c(e))return;const t="number"==typeof e.id&&Number.isSafeInteger(e.id)?String(e.id):e.id;if("string"!=typeof t||""===t.trim()||t.length>128)return;if("string"!=typeof e.name)return;const r=e.name.trim().slice(0,100).trim();if(""===r)return;const n="string"==typeof e.staffId&&""!==e.staffId.trim()&&e.staffId.length<=128?e.staffId.trim():void 0;return n?{id:t.trim(),name:r,staffId:n}:{id:t.trim(),name:r}}async function p(e){const{data:t}=await e.axios.get("/account/v2/corporations");return function(e){if(!c(e)||!Array.isArray(e.items))throw new d("The corporation list answer has no items");const t=new Set,r=[];for(const n of e.items){if(r.length>=500)break;const e=u(n);e&&!t.has(e.id)&&(t.add(e.id),r.push(e))}return r}(t)}var f=r(1456),h=r(8456),m=r(3679),g=r(4564),x=r(3586);function y(e){const{list:t,currentId:r,switchingTo:i,canSelect:s=!0,onSelect:a,onRetry:l}=e,{t:d}=(0,h.B)(),c=(0,o.useId)();return(0,n.jsxs)(x.o,{title:d("enterprise.title"),children:[(0,n.jsx)(b,{children:d("enterprise.hint")}),"loading"===t.kind&&(0,n.jsx)(b,{role:"status",children:d("enterprise.loading")}),"failed"===t.kind&&(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(w,{role:"alert",children:d("enterprise.loadFailed")}),(0,n.jsx)(g.$,{type:"button",variant:"primary",onClick:l,children:d("enterprise.retry")})]}),"loaded"===t.kind&&0===t.corporations.length&&(0,n.jsx)(b,{role:"status",children:d("enterprise.empty")}),"loaded"===t.kind&&t.corporations.length>0&&(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(j,{id:c,children:d("enterprise.list")}),(0,n.jsx)(k,{"aria-labelledby":c,"aria-busy":!!i||void 0,children:t.corporations.map(e=>{const t=e.id===r;return(0,n.jsx)("li",{children:(0,n.jsxs)(v,{type:"button","aria-current":t?"true":void 0,disabled:t||!s||Boolean(i),onClick:()=>a(e),children:[(0,n.jsx)(I,{children:e.name}),t&&(0,n.jsx)(S,{children:d("enterprise.current")})]})},e.id)})}),i&&(0,n.jsx)(b,{role:"status",children:d("enterprise.switching",{name:i.name})})]})]})}const b=m.Ay.p`
  margin: 0 0 16px;
  color: ${({theme:e})=>e.colors.textSecondary};
`,w=m.Ay.p`
  margin: 0 0 16px;
  color: ${({theme:e})=>e.colors.danger};
`,j=m.Ay.h2`
  margin: 0 0 8px;
  font-size: ${({theme:e})=>e.font.size}px;
  font-weight: 600;
`,k=m.Ay.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  max-height: 60vh;
  overflow-y: auto;
`,v=m.Ay.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 12px 16px;
  text-align: left;
  font: inherit;
  color: ${({theme:e})=>e.colors.text};
  background: ${({theme:e})=>e.colors.surfaceRaised};
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.md}px;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${({theme:e})=>e.colors.brand};
  }

  &:disabled {
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,I=m.Ay.span`
  overflow-wrap: anywhere;
`,S=m.Ay.span`
  flex-shrink: 0;
  font-size: ${({theme:e})=>e.font.size-2}px;
  color: ${({theme:e})=>e.colors.brandOnSurface};
`,A={host:null,clientId:s.K8},$=e=>window.location.assign(e),C=(0,i.PA)(function({identityProvider:e=A,onNavigate:t=$,load:r=p}){const{http:i,session:s}=(0,f.xC)(),d=s.staff?.id,[c,u]=(0,o.useState)({kind:"loading"}),[h,m]=(0,o.useState)(0),[g,x]=(0,o.useState)(null);return(0,o.useEffect)(()=>{if(!d)return;let e=!0;return u({kind:"loading"}),r(i).then(t=>{e&&u({kind:"loaded",corporations:t})},t=>{e&&(console.warn("[enterprise] the corporation list failed to load",t),u({kind:"failed"}))}),()=>{e=!1}},[i,r,d,h]),(0,n.jsx)(y,{list:c,currentId:s.corporationId,switchingTo:g,canSelect:Boolean(d),onSelect:r=>{if(!d||g)return;x(r);const{origin:n}=window.location;t((0,a.GN)({idpHost:(0,l.S)(n,e.host),corpId:r.id,staffId:r.staffId??d,mobile:(0,a.fJ)(navigator.userAgent),redirectUri:`${n}/`,clientId:e.clientId}))},onRetry:()=>m(e=>e+1)})})}}]);
//# sourceMappingURL=select-enterprise.783c697c.js.map