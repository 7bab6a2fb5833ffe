(()=>{"use strict";var e={5935(e,t,n){var r=n(6540);const o=(0,r.createContext)(null),i=(0,r.createContext)(null);n.d(t,["Z",0,o,"o",0,i])},4638(e,t,n){function r(e,t){const n=(n,r,o)=>{try{return r(e())}catch(e){return t.warn(`Host storage ${n} failed; local storage is unavailable`,e),o}};return{storageGet:async e=>n("get",t=>t.getItem(e),null),storageSet:async(e,t)=>n("set",n=>n.setItem(e,t),void 0),storageRemove:async e=>n("remove",t=>t.removeItem(e),void 0),storageClear:async()=>n("clear",e=>e.clear(),void 0)}}n.d(t,{b:()=>r})},2240(e,t,n){n.d(t,{H:()=>s,S:()=>a});const r=new Set(["http:","https:"]),o=new Set(["http:","https:","blob:","data:"]);function i(e,t,n){if("string"!=typeof t||""===t.trim())throw new TypeError("A link needs an address");let r;try{r=new URL(t,e.location.href)}catch{throw new TypeError(`Refusing to open a malformed address: ${t.slice(0,200)}`)}if(!n.has(r.protocol))throw new TypeError(`Refusing to open a ${r.protocol} address`);return r}async function s(e,t){const n=i(e,t,r);e.open(n.href,"_blank","noopener")}async function a(e,t,n){const r=i(e,t,o),s=e.document.createElement("a");s.href=r.href,s.download="string"==typeof n?n:"",s.rel="noopener",s.style.display="none",e.document.body.appendChild(s);try{s.click()}finally{s.remove()}}},683(e,t,n){function r(e,t){const n=t.method??"GET",r="form"===t.serializer,i=void 0!==t.headers&&Object.keys(t.headers).length>0;if(e.request){const i="GET"===n?o(t.data):void 0,s="GET"===n?void 0:t.data;return e.request({url:t.url,method:n,params:i,data:s,headers:t.headers,form:r})}return i||"GET"!==n&&"POST"!==n?Promise.reject(new Error(`This page's HTTP helper cannot proxy ${n} requests with extra headers`)):"GET"===n?e.get(t.url,{params:o(t.data)}):e.post(t.url,t.data,{form:r})}function o(e){if(null===e||"object"!=typeof e||Array.isArray(e))return;const t={};for(const[n,r]of Object.entries(e))t[n]=null==r?void 0:"object"==typeof r?JSON.stringify(r):String(r);return t}n.d(t,{E:()=>r})},8322(e,t,n){var r=n(4848),o=n(5935),i=n(4648),s=n(6540),a=n(3273),c=n(3679),l=n(1456),d=n(8505),u=n(2625);const h=(0,i.PA)(function({root:e,children:t}){const{compactFrame:n,setPage:i}=e.ui,h=(0,s.useMemo)(()=>({compact:n,setPage:i}),[n,i]);return(0,r.jsx)(a.x,{i18n:e.i18n,children:(0,r.jsx)(l.H$.Provider,{value:e,children:(0,r.jsx)(c.NP,{theme:e.ui.theme,children:(0,r.jsx)(o.Z.Provider,{value:e.flags.get()?.store??null,children:(0,r.jsx)(d.tW.Provider,{value:h,children:(0,r.jsx)(u.t,{children:t})})})})})})});n.d(t,["V",0,h])},1771(e,t,n){function r(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}n.d(t,{Bz:()=>s,D9:()=>a,Gl:()=>c,cB:()=>i,lR:()=>o});class o extends Error{constructor(e){super(e.message,void 0===e.cause?void 0:{cause:e.cause}),r(this,"name","AuthError"),r(this,"code",void 0),r(this,"status",void 0),this.code=e.code,this.status=e.status}}class i extends o{constructor(...e){super(...e),r(this,"name","IdentityProviderError")}}function s(){return new o({code:"401",message:"未登录，请重新进入应用",status:401})}function a(e){if("object"!=typeof e||null===e)return;const t=e.code;return"string"==typeof t?t:"number"==typeof t?String(t):void 0}function c(e){if("object"!=typeof e||null===e)return;const t=e.status;return"number"==typeof t?t:void 0}n.d(t,["B",0,"error:idp:missing-authcode","M_",0,"error:idp:refresh-token-invalid","Ry",0,"error:auth","Tx",0,"error:auth:invalid-answer","vI",0,"No auth code found","xF",0,"No staff id found"])},6097(e,t,n){const r={now:()=>Date.now(),setTimeout:(e,t)=>globalThis.setTimeout(e,t),clearTimeout:e=>globalThis.clearTimeout(e),setInterval:(e,t)=>globalThis.setInterval(e,t),clearInterval:e=>globalThis.clearInterval(e)};n.d(t,["m",0,r])},8258(e,t,n){n.d(t,{D:()=>s,S:()=>a});var r=n(1054);const o=(e,t,n)=>(0,r.yR)((0,r.dR)(e,t)??(0,r.dR)(e,n),16384);function i(e){if(!(0,r.OW)(e))return;const t=o(e,"access_token","accessToken"),n=o(e,"refresh_token","refreshToken"),i=(0,r.kz)(e.expires_in??e.expiresIn);if(!t||!n||void 0===i||i<0)return;const s=o(e,"id_token","idToken"),a=(0,r.kz)(e.expires_at??e.expiresAt);return{pair:{access_token:t,refresh_token:n,...s?{id_token:s}:{},expires_in:i},givenAt:void 0!==a&&a>0?a:void 0}}function s(e,t){const n=i(e);if(!n)return;const{pair:r,givenAt:o}=n,s=void 0===o?t+1e3*r.expires_in:o<1e12?1e3*o:o;return{...r,expires_at:s}}function a(e){const t=i(e);if(t&&void 0!==t.givenAt)return{...t.pair,expires_at:t.givenAt}}},9001(e,t,n){n.d(t,{K8:()=>d,Lf:()=>h});var r=n(1771),o=n(6097),i=n(1054),s=n(3110),a=n(6163);function c(e){const t=(0,i.dR)(e,"error");return{code:(0,i.yR)((0,i.dR)(t,"code"))??(0,i.yR)((0,i.dR)(e,"code")),message:(0,i.yR)((0,i.dR)(t,"message"),1e3)??(0,i.yR)((0,i.dR)(e,"message"),1e3)}}var l=n(8258);const d="client-app";function u(e,t){const n=c(e);return new r.cB({code:n.code??r.Tx,message:n.message??`The identity provider answered without ${t}`})}function h(e){const{http:t}=e,n=e.clock??o.m,h=e.host.replace(/\/+$/,""),p=e.clientId??d,f=async(e,n,o)=>{try{return(await t.axios.post(`${h}${e}`,n,o)).data}catch(e){throw function(e){if(e instanceof a.j$&&e.isIgnorable)return e;if(e instanceof r.cB)return e;if(!(e instanceof a.j$)){const t=e instanceof Error?e.message:"Identity provider call failed";return new r.cB({code:"error:unknown",message:t,cause:e})}const{status:t}=e;if(void 0===t)return new r.cB({code:e.code,message:e.message,cause:e});const n=c(e.data),o=(0,s.F0)(e.cause)?e.cause.response?.statusText:void 0;return new r.cB({code:n.code??String(t),message:n.message??(o||e.message),status:t,cause:e})}(e)}};return{async token(e){const t="authorization_code"===e.grantType?{code:e.code}:{refreshToken:e.refreshToken},r=await f("/api/idp/public/oauth2/token",{clientId:p,grantType:e.grantType,...t},{dedupe:"token"}),o=(0,l.D)((0,i.dR)(r,"data"),n.now());if(!o)throw u(r,"a token pair");return o},async authorize({corpId:e,staffId:t,userId:n,redirectUri:r}){const o=await f("/api/idp/public/oauth2/authorize",{requestedIdentity:{corpId:e,staffId:t,userId:n,tokenType:"staff"},grantType:"authorize",clientId:p,redirectUri:r},{withCredentials:!0}),s=(0,i.yR)((0,i.dR)((0,i.dR)(o,"data"),"code"),4096);if(!s)throw u(o,"a code");return s}}}},8362(e,t,n){n.d(t,{S:()=>s});const r="https://idp.example.com",o=new Set(["localhost","127.0.0.1"]),i=["release","test","staging","dev"];function s(e,t){const n=t?.trim();if(n)return n.replace(/\/+$/,"");let s;try{s=new URL(e)}catch{return r}const a=s.hostname.toLowerCase();return o.has(a)?s.origin:i.some(e=>a.includes(e))?"https://idp-release.example.com":r}},1054(e,t,n){function r(e){return"object"==typeof e&&null!==e&&!Array.isArray(e)}function o(e,t=256){return"number"==typeof e&&Number.isFinite(e)?String(e):"string"!=typeof e||""===e.trim()||e.length>t?void 0:e}function i(e){const t="string"==typeof e&&""!==e.trim()?Number(e):e;return"number"==typeof t&&Number.isFinite(t)?t:void 0}function s(e,t){return r(e)?e[t]:void 0}function a(e){if(null!==e)try{return JSON.parse(e)}catch{return}}n.d(t,{OW:()=>r,dR:()=>s,kz:()=>i,qF:()=>a,yR:()=>o})},8356(e,t,n){function r(e){const t=e.idpHost.replace(/\/+$/,""),n=new URLSearchParams({corp_id:e.corpId,staff_id:e.staffId,client_id:e.clientId,redirect_uri:e.redirectUri});return`${t}/idp/${e.mobile?"applet":"web"}/authorize?${n.toString()}`}function o(e){const t=e.idpHost.replace(/\/+$/,""),n=new URLSearchParams({client_id:e.clientId,redirect_uri:e.redirectUri});return`${t}/idp/${e.mobile?"applet":"web"}/authorize?${n.toString()}`}n.d(t,{Ct:()=>o,GN:()=>r,fJ:()=>s});const i=/Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i;function s(e){return"string"==typeof e&&i.test(e)}},6452(e,t,n){n.d(t,{T:()=>o});const r={draft:"neutral",pending:"info",approving:"info",sending:"info",receiving:"info",paying:"info",PROCESSING:"info",receivingExcep:"danger",rejected:"danger",failure:"danger",paid:"success",archived:"success",PROCESS:"success",nullify:"neutral"};function o(e){return r[e]}},7263(e,t,n){n.d(t,{rJ:()=>o});const r=["draft","approving","sending","receiving","receivingExcep","pending","paying","PROCESSING","paid","archived","rejected","PROCESS","failure","nullify"];function o(e){return"string"==typeof e&&r.includes(e)}n.d(t,["Kb",0,{"zh-CN":{draft:"待提交",approving:"审批中",sending:"待寄送",receiving:"待收单",receivingExcep:"收单异常",pending:"提交中",paying:"待支付",PROCESSING:"支付中",paid:"已完成",archived:"已完成",rejected:"已驳回",PROCESS:"已完成",failure:"支付失败",nullify:"已作废"},"en-US":{draft:"To submit",approving:"Approving",sending:"To send",receiving:"To receive",receivingExcep:"Receipt exception",pending:"Submitting",paying:"To pay",PROCESSING:"Payment in progress",paid:"Completed",archived:"Completed",rejected:"Rejected",PROCESS:"Completed",failure:"Payment failed",nullify:"Voided"}},"N3",0,r])},9194(e,t,n){function r(e,t,n){const r=e.map(e=>{switch(e.kind){case"you":return t.you;case"robot":return t.robot;case"staff":return n(e.id)??t.unassigned;default:return t.unassigned}});return t.joinNames([...new Set(r)])}function o(e,t,n){switch(e.kind){case"submit":case"archive":return t[e.kind](r(e.waiters,t,n));case"resubmit":return t.resubmit(r([e.rejectedBy],t,n),e.nodeName,e.reason,r(e.waiters,t,n));case"submitting":case"bankResult":case"finished":case"voided":return t[e.kind];default:return t.node[e.kind](r(e.waiters,t,n),e.nodeName)}}n.d(t,{N:()=>o})},831(e,t,n){const r=e=>e?`（${e}）`:"",o=e=>e?` (${e})`:"",i={"zh-CN":{you:"您",robot:"机器人",unassigned:"处理人",joinNames:e=>e.join("、"),submit:e=>`等待${e}提交`,archive:e=>`已完成，等待${e}确认归档`,resubmit:(e,t,n,r)=>`${e}${t?`在「${t}」`:""}驳回${n?`：${n}`:""}。等待${r}修改后重新提交`,node:{approve:(e,t)=>`等待${e}审批${r(t)}`,send:(e,t)=>`等待${e}寄送纸质单据${r(t)}`,receive:(e,t)=>`等待${e}收单${r(t)}`,receiveException:(e,t)=>`收单异常，等待${e}处理${r(t)}`,pay:(e,t)=>`等待${e}支付${r(t)}`,payAgain:(e,t)=>`支付失败，等待${e}重新支付${r(t)}`},submitting:"提交中，正在计算预算",bankResult:"支付中，等待银行返回支付结果",finished:"已归档，无后续步骤",voided:"已作废，无后续步骤"},"en-US":{you:"you",robot:"the robot",unassigned:"an assignee",joinNames:e=>e.join(", "),submit:e=>`Waiting for ${e} to submit`,archive:e=>`Completed: waiting for ${e} to archive it`,resubmit:(e,t,n,r)=>`Rejected by ${e}${t?` at ${t}`:""}${n?`: ${n}`:""}. Waiting for ${r} to change and resubmit`,node:{approve:(e,t)=>`Waiting for ${e} to approve${o(t)}`,send:(e,t)=>`Waiting for ${e} to send the paper bill${o(t)}`,receive:(e,t)=>`Waiting for ${e} to receive the paper bill${o(t)}`,receiveException:(e,t)=>`Receipt exception: waiting for ${e}${o(t)}`,pay:(e,t)=>`Waiting for ${e} to pay${o(t)}`,payAgain:(e,t)=>`Payment failed: waiting for ${e} to pay again${o(t)}`},submitting:"Submitting: the budget is being calculated",bankResult:"Payment in progress: waiting for the bank’s answer",finished:"Archived: no further steps",voided:"Voided: no further steps"}};n.d(t,["G",0,i])},4050(e,t,n){n.d(t,{V:()=>a});const r={approving:"approve",sending:"send",receiving:"receive",receivingExcep:"receiveException",paying:"pay",failure:"payAgain"};function o(e,t){return e===t?{kind:"you"}:{kind:"staff",id:e}}function i(e,t){if("ebot"===e?.type)return[{kind:"robot"}];const n=[...e?.ownerIds??[]].sort((e,n)=>Number(n===t)-Number(e===t));return n.length>0?n.map(e=>o(e,t)):[{kind:"unassigned"}]}function s(e,t){return e.submitter?[o(e.submitter.id,t)]:[{kind:"unassigned"}]}function a(e,t){const n=r[e.state];if(n)return{kind:n,waiters:i(e.waitingAt,t),nodeName:e.waitingAt?.name??""};switch(e.state){case"rejected":if(e.rejection){const{by:n,nodeName:r,reason:i}=e.rejection,a=n?o(n,t):{kind:"unassigned"};return{kind:"resubmit",waiters:s(e,t),rejectedBy:a,nodeName:r,reason:i}}return{kind:"submit",waiters:s(e,t)};case"draft":return{kind:"submit",waiters:s(e,t)};case"pending":return{kind:"submitting"};case"PROCESSING":return{kind:"bankResult"};case"paid":case"PROCESS":return{kind:"archive",waiters:s(e,t)};case"nullify":return{kind:"voided"};default:return{kind:"finished"}}}},7738(e,t,n){n.d(t,{d:()=>o});var r=n(4141);function o(e){if(null===e||"object"!=typeof e)return null;const t=(0,r.Pf)(e);return{by:(0,r.wh)(t,"by"),nodeName:(0,r.yR)(t,"nodeName").slice(0,100),reason:(0,r.yR)(t,"reason").slice(0,500),time:(0,r.aQ)(t,"time")}}},9466(e,t,n){n.d(t,{n:()=>i});var r=n(4141);function o(e){if("countersign"!==(0,r.yR)(e,"type")){const t=(0,r.wh)(e,"signer");return t?[t]:[]}return(0,r.LD)(e,"counterSigners").flatMap(e=>{const t=(0,r.Pf)(e),n=(0,r.wh)(t,"signer");return n&&"APPROVING"===(0,r.yR)(t,"state")?[n]:[]})}function i(e){const t=(0,r.Pf)(e),n=(0,r.wh)(t,"currentNodeId");if(!n)return null;const i=(0,r.LD)(t,"nodes").find(e=>(0,r.Ce)(e)&&(0,r.wh)(e,"id")===n);return i?{id:n,name:(0,r.yR)(i,"name"),type:(0,r.yR)(i,"type")||"normal",ownerIds:o(i)}:null}},4141(e,t,n){function r(e){return"object"==typeof e&&null!==e&&!Array.isArray(e)}function o(e){return r(e)?e:{}}function i(e,t){const n=e[t];return"string"==typeof n?n.slice(0,500):""}function s(e,t){const n=e[t];return"number"==typeof n&&Number.isSafeInteger(n)?String(n):"string"!=typeof n||""===n.trim()||n.length>200?null:n.trim()}function a(e,t){const n=e[t];return"number"==typeof n&&Number.isFinite(n)&&n>=0?n:0}function c(e,t){const n=e[t];return"number"==typeof n&&Number.isSafeInteger(n)&&n>=0?n:0}function l(e,t){const n=e[t];return Array.isArray(n)?n:[]}function d(e,t,n){const r=e[t];return"string"==typeof r&&n.includes(r)?r:null}function u(e,t){return l(e,t).flatMap(e=>{const t=s({id:e},"id");return t?[t]:[]})}n.d(t,{Ce:()=>r,LD:()=>l,Pf:()=>o,Qk:()=>d,Zm:()=>u,_0:()=>c,aQ:()=>a,wh:()=>s,yR:()=>i})},5477(e,t,n){n.d(t,["$N",0,["small","normal","large"],"Xh",0,["light","dark"],"kf",0,{"zh-CN":"简体中文","en-US":"English"}])},6925(e,t,n){var r=n(3679),o=n(3014);const i=r.Ay.button`
  ${o.RB}
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.xs}px;
  flex: none;
  max-width: 220px;
  padding: 0 ${({theme:e})=>e.spacing.md}px;
  border: 1px solid transparent;
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: transparent;
  color: ${({theme:e})=>e.colors.text};
  font: inherit;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  ${o.Rg}

  &:hover,
  &[data-state='open'] {
    background: ${({theme:e})=>e.colors.background};
  }
`,s=r.Ay.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;n.d(t,["S",0,s,"c",0,i])},6163(e,t,n){function r(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}n.d(t,{j$:()=>s});const o="error:ignore",i=["error:common:unauthorized","error:common:access-token-expired","error:common:access-token-invalid"];class s extends Error{get isIgnorable(){return this.code===o}get isUnauthorized(){return 401===this.status||i.includes(this.code)||void 0!==this.errorCode&&i.includes(this.errorCode)}static cancelled(){return new s({code:o,message:"This request has been cancelled",showMessage:!1})}constructor(e){super(e.message,void 0===e.cause?void 0:{cause:e.cause}),r(this,"name","HttpError"),r(this,"code",void 0),r(this,"status",void 0),r(this,"showMessage",void 0),r(this,"errorCode",void 0),r(this,"data",void 0),this.code=e.code,this.status=e.status,this.showMessage=e.showMessage??!0,this.errorCode=e.errorCode,this.data=e.data}}n.d(t,["$L",0,o,"SG",0,"error:policy-check","Yi",0,i])},6702(e,t,n){n.d(t,{N:()=>o,Z:()=>i});var r=n(6435);const o="X-HAF-Staff-Grant";function i(e){return function(t){if(t.headers.has(o))return t;const n=e.getGrantToken();return n&&function(e,t,n=(0,r.Y)()){return 0===t.length||t.some(t=>function(e,t,n){return"string"==typeof t?e.startsWith(function(e,t){try{return new URL(e,t).href}catch{return e}}(t,n)):(t.lastIndex=0,t.test(e))}(e,t,n))}((0,r.P)(t),e.getEndpointPatterns())?(t.headers.set(o,n),t):t}}},5907(e,t,n){n.d(t,{u:()=>p});var r=n(6701),o=n(6163),i=n(6435);function s(e,t){if(null===e||"object"!=typeof e)return"bigint"==typeof e?e.toString():e;if(t.has(e))return"[Circular]";if(e instanceof Date)return e.toISOString();if(e instanceof URLSearchParams)return e.toString();t.add(e);try{if(Array.isArray(e))return e.map(e=>s(e,t));if(!function(e){const t=Object.getPrototypeOf(e);return t===Object.prototype||null===t}(e))return String(e);const n={};for(const r of Object.keys(e).sort())n[r]=s(e[r],t);return n}finally{t.delete(e)}}function a(e){return JSON.stringify(s(e,new WeakSet))??""}function c(e={}){const t=e.now??Date.now,n=e.windowMs??1e3,s=new Map,c=new Map,l=t=>(e.adapter??r.A.getAdapter(r.A.defaults.adapter,t))(t),d=(e,t,n)=>{const r={identity:e,startedAt:n,response:l(t),waiters:new Set};return s.set(e.request,r),r.response.catch(()=>{s.get(e.request)===r&&s.delete(e.request)}),r};return function(e){const r=function(e){return"token"===e.dedupe?"token":!1!==e.dedupe&&"post"===e.method?.toLowerCase()?"post":void 0}(e),u=r&&function(e){const t=function(e){if(null==e)return"";if("string"==typeof e)return e;if(e instanceof URLSearchParams)return e.toString();if(Array.isArray(e))return a(e);if("object"==typeof e){const t=Object.getPrototypeOf(e);return t===Object.prototype||null===t?a(e):void 0}return String(e)}(e.data);if(void 0===t)return;const n=a([(e.method??"get").toUpperCase(),(0,i.P)(e),e.params??null]);return{endpoint:n,request:a([n,t]),body:t}}(e);if(!r||!u)return l(e);const h=t();(e=>{for(const[t,r]of s)e-r.startedAt>=n&&s.delete(t)})(h);const p=s.get(u.request);return"post"===r?(p??d(u,e,h)).response:(f=p??((e,t,n)=>{const r=c.get(e.endpoint);if(r&&r.identity.body!==e.body){const e=o.j$.cancelled();for(const t of r.waiters)t(e);s.get(r.identity.request)===r&&s.delete(r.identity.request)}const i=d(e,t,n);c.set(e.endpoint,i);const a=()=>{c.get(e.endpoint)===i&&c.delete(e.endpoint)};return i.response.then(a,a),i})(u,e,h),new Promise((e,t)=>{f.waiters.add(t),f.response.then(e,t).then(()=>f.waiters.delete(t))}));var f}}var l=n(875);function d(e){console.error("[http] the unauthorized handler failed",e)}var u=n(6702),h=n(3110);function p(e={}){let t,n,o=e.getGrantToken,i=[...e.grantEndpointPatterns??[]];const s=r.A.create({baseURL:e.baseURL,timeout:e.timeout??0,adapter:c({now:e.now,windowMs:e.dedupWindowMs??1e3})});return s.interceptors.request.use((0,u.Z)({getGrantToken:()=>o?.(),getEndpointPatterns:()=>i})),s.interceptors.response.use(void 0,function(e){return async function(t){const n=e.getRefresher(),r=(0,h.F0)(t)?t.config:void 0;if(!n||!r||r.replayedAfterRefresh||r.signal?.aborted)throw t;if(!(0,l.e)(t).isUnauthorized)throw t;if(!await n().catch(()=>!1))throw t;const o=h.$t.from(r.headers);return o.delete(u.N),e.instance.request({...r,headers:o,replayedAfterRefresh:!0})}}({instance:s,getRefresher:()=>n})),s.interceptors.response.use(void 0,function(e){return function(t){const n=(0,l.e)(t,e);if(n!==t&&n.isUnauthorized){const t=e.getUnauthorizedHandler();t&&function(e,t){try{const r=e(t);null!==(n=r)&&"object"==typeof n&&"function"==typeof n.then&&r.then(void 0,d)}catch(e){d(e)}var n}(t,n)}return Promise.reject(n)}}({messages:e.messages,getLocale:e.getLocale,getUnauthorizedHandler:()=>t})),{axios:s,setUnauthorizedHandler(e){t=e},setGrantTokenProvider(e){o=e},setSessionRefresher(e){n=e},setGrantEndpointPatterns(e){i=[...e]}}}},9161(e,t,n){n.d(t,["h",0,{"zh-CN":{policyCheckViolation:"该单据不符合费用标准，无法提交"},"en-US":{policyCheckViolation:"this bill does not meet the expense standard, cannot submit"}}])},6435(e,t,n){n.d(t,{P:()=>i,Y:()=>o});const r=/^([a-z][a-z\d+\-.]*:)?\/\//i;function o(){return globalThis.location?.href??"http://localhost/"}function i(e,t=o()){const n=function(e){const t=e.url??"",{baseURL:n}=e;return!n||r.test(t)&&!1!==e.allowAbsoluteUrls?t:t?`${n.replace(/\/+$/,"")}/${t.replace(/^\/+/,"")}`:n}(e);try{return new URL(n,t).href}catch{return n}}},875(e,t,n){n.d(t,{h:()=>h,e:()=>g});var r=n(3110),o=n(6163),i=n(9161);function s(e,t){return null!==e&&"object"==typeof e?e[t]:void 0}function a(e,t){if(null!==e&&"object"==typeof e&&!Array.isArray(e))try{return e[t]}catch{return}}function c(e){return"string"==typeof e&&""!==e?e:"number"==typeof e&&Number.isFinite(e)?String(e):void 0}function l(e){return null!=e&&""!==e}function d(...e){return e.find(l)}function u(e){return!0===a(e,"hiddenMessage")||!0===a(e,"hideMessage")}const h="error:unknown";function p(e){return e.length>1e3?`${e.slice(0,1e3)}…`:e}function f(e){if("string"==typeof e)return p(e);if("number"==typeof e||"boolean"==typeof e)return String(e);try{const t=JSON.stringify(e);return void 0===t?void 0:p(t)}catch{return}}function m(e,t,n){const{status:r}=e,l=e.data,h="string"==typeof e.statusText?e.statusText:"",p=t.message,m={status:r,data:l,showMessage:403!==r,cause:t};try{const e=function(e){const t=a(e,"error"),n="string"==typeof t?t:a(t,"message");return{code:c(a(t,"code")),message:d(n,a(e,"message"),a(e,"msg")),errorCode:c(d(a(e,"errorCode"),a(t,"errorCode"),a(e,"code"))),hidden:u(e)||u(t)}}(l),t=m.showMessage&&!e.hidden;if(function(e){try{const t=Array.isArray(e)?e:"string"==typeof e?function(e){if(e.length>1e6)return;const t=e.indexOf("["),n=e.lastIndexOf("]");if(!(t<0||n<=t))try{const r=JSON.parse(e.slice(t,n+1));return Array.isArray(r)?r:void 0}catch{return}}(e):void 0;return!(!t||0===t.length)&&"policyCheck"===s(t[0],"type")&&t.some(e=>!1===s(e,"allowSubmit"))}catch{return!1}}(e.message)){const r=function(e){const t=e.messages??i.h;return t[e.getLocale?.()??"zh-CN"]??t["zh-CN"]}(n).policyCheckViolation,{errorCode:s}=e;return new o.j$({...m,code:o.SG,message:r,showMessage:t,errorCode:s})}return new o.j$({...m,code:e.code??String(r),message:f(e.message)||h||p,showMessage:t,errorCode:e.errorCode})}catch{return new o.j$({...m,code:String(r),message:h||p})}}function g(e,t={}){if(e instanceof o.j$)return e;if((0,r.F0)(e))return e.response?m(e.response,e,t):new o.j$({code:e.code||h,message:e.message,cause:e});const n=e instanceof Error?e.message:f(e);return new o.j$({code:h,message:n||"Unknown error",cause:e})}},7679(e,t,n){n.d(t,{Q:()=>o});const r="zh-CN";function o(e){if("string"!=typeof e)return r;const t=e.trim().toLowerCase().replace("_","-");return"en"===t||t.startsWith("en-")?"en-US":r}n.d(t,["Y",0,["zh-CN","en-US"]])},7799(e,t,n){n.d(t,{h:()=>s,E:()=>i});var r=n(2635),o=n(1831);const i={"zh-CN":{translation:{app:{title:"费用管理",loading:"正在加载…",skipToContent:"跳到主要内容"},error:{unknownProblem:"未知问题，请联系系统管理员",imageAlt:"出错了",retry:"重新加载",backHome:"返回首页",details:"错误详情",configInvalid:"配置文件无效，已使用默认配置：{{reason}}"},login:{title:"登录",notLoggedIn:"您尚未登录，请从所在应用重新进入",hint:"本应用通过所在的企业应用登录。请关闭页面后从企业应用中重新打开。",retry:"重新登录"},signIn:{signingIn:"正在登录…",ssoFailed:"SSO登录失败",sessionExpired:"会话已过期，请刷新页面或关闭后重新打开",wechatApiVerify:"微信api验证错误，刷新重试或关闭后重新打开",enterFailed:"无法进入应用：{{reason}}",noCode:"没有获取到code",bankLoginFailed:"登录失败",loginIdentityExpired:"您的登录身份已过期，请退出应用后重新进入",cloudOfficeRetry:"您的账号正在准备中，请稍后重试",hostNoAnswer:"所在的应用没有响应，请关闭后重新打开",notSupported:"暂不支持，请咨询系统管理员",notSupportedWeb:"暂不支持",systemError:"系统异常，请联系管理员",fileTooLarge:"文件过大，请压缩后重新上传",errorTitle:"Error",noticeTitle:"提示",ok:"确定",retry:"重试",failedTitle:"无法登录",initializingTitle:"信息初始化中",initializing:"您的企业信息正在初始化，请稍后重新打开应用。"},enterprise:{title:"选择企业",hint:"您的账号未关联企业，请选择要进入的企业。",empty:"没有可选择的企业",loadFailed:"企业列表加载失败，请重试",current:"当前企业",loading:"正在加载企业列表…",retry:"重试",list:"可进入的企业",switching:"正在进入 {{name}}…"},home:{hello:"您好，",title:"首页",welcome:"欢迎使用费用管理",todos:"待办",todosFailed:"待办加载失败",nothingNeedsYou:"没有需要您处理的事项",nothingNeedsYouHint:"新的审批、支付和被驳回的单据会出现在这里。",recent:"我最近的单据",recentFailed:"最近的单据加载失败",noRecent:"您还没有单据",allBills:"全部单据",create:"新建单据",createFailed:"单据类型加载失败",noTypes:"没有可新建的单据类型，请联系管理员",more:"更多单据类型",adminAreas:"管理",todo:{approve:"待我审批",pay:"待支付",send:"待寄送",receive:"待收单",drafts:"待提交",rejected:"已驳回",payFailed:"支付失败"}},frame:{tabs:"主导航",home:"首页",bills:"单据",approval:"审批",me:"我的",back:"返回",more:"更多",account:"账户：{{name}}",topBar:"页面标题栏"},account:{title:"我的",corporation:"当前企业",switchCorporation:"切换企业",settings:"设置",fontSize:"字号",small:"小",normal:"标准",large:"大",signOut:"退出登录",signOutConfirm:"确定退出登录吗？",signOutHint:"退出后需要重新登录才能使用。"},signedOut:{title:"您已退出登录",inHost:"请从所在的企业应用重新进入。",onWeb:"如需继续使用，请重新登录。",signInAgain:"重新登录"},turnedOff:{title:"此功能已关闭",body:"您所在的企业已关闭“{{name}}”。如有疑问，请联系管理员。"},microApp:{notFoundTitle:"页面不存在",notFound:"没有找到这个页面，请检查地址或从导航重新进入。",failedTitle:"这部分加载失败",failed:"{{name}} 暂时无法使用，页面的其他部分不受影响。",retry:"重试",loading:"正在加载 {{name}}…",nav:"应用导航"},settings:{language:"语言",theme:"主题",light:"浅色",dark:"深色"}}},"en-US":{translation:{app:{title:"Expense",loading:"Loading…",skipToContent:"Skip to main content"},error:{unknownProblem:"unknown problem, please contact the system administrator",imageAlt:"Something went wrong",retry:"Reload",backHome:"Back to home",details:"Error details",configInvalid:"The configuration file is invalid; defaults are used: {{reason}}"},login:{title:"Sign in",notLoggedIn:"You are not signed in. Please reopen the app from your workplace app.",hint:"This app signs you in through the workplace app that opened it. Close this page and open it again from there.",retry:"Sign in again"},signIn:{signingIn:"Signing in…",ssoFailed:"SSO sign-in failed",sessionExpired:"Your session has expired. Refresh the page, or close it and open it again.",wechatApiVerify:"WeChat API verification failed. Refresh to retry, or close and reopen.",enterFailed:"Cannot enter the app: {{reason}}",noCode:"No auth code was obtained",bankLoginFailed:"Sign-in failed",loginIdentityExpired:"Your login identity has expired, please exit the app and re-enter",cloudOfficeRetry:"Your account is being prepared. Please try again shortly.",hostNoAnswer:"The app you opened this from did not answer. Close it and open it again.",notSupported:"not supported yet, consult the system administrator",notSupportedWeb:"not supported",systemError:"System error, please contact the administrator",fileTooLarge:"The file is too large. Compress it and upload it again.",errorTitle:"Error",noticeTitle:"Notice",ok:"OK",retry:"Retry",failedTitle:"Cannot sign in",initializingTitle:"Setting up your account",initializing:"Your company information is being set up. Open the app again a little later."},enterprise:{title:"Select an enterprise",hint:"Your account is not linked to an enterprise yet. Choose the one to enter.",empty:"No enterprise to choose from",loadFailed:"The enterprise list could not be loaded. Please retry.",current:"Current enterprise",loading:"Loading enterprises…",retry:"Retry",list:"Enterprises you can enter",switching:"Opening {{name}}…"},home:{hello:"Hello, ",title:"Home",welcome:"Welcome to Expense",todos:"To do",todosFailed:"Your to-dos could not be loaded",nothingNeedsYou:"Nothing needs you right now",nothingNeedsYouHint:"New approvals, payments and returned bills show up here.",recent:"My recent bills",recentFailed:"Your recent bills could not be loaded",noRecent:"You have no bills yet",allBills:"All bills",create:"New bill",createFailed:"Bill types could not be loaded",noTypes:"There is no bill type you can start; ask your administrator",more:"More bill types",adminAreas:"Administration",todo:{approve:"To approve",pay:"To pay",send:"To send",receive:"To receive",drafts:"Drafts",rejected:"Rejected",payFailed:"Payment failed"}},frame:{tabs:"Main",home:"Home",bills:"Bills",approval:"Approval",me:"Me",back:"Back",more:"More",account:"Account: {{name}}",topBar:"Page title bar"},account:{title:"Me",corporation:"Company",switchCorporation:"Switch company",settings:"Settings",fontSize:"Text size",small:"Small",normal:"Standard",large:"Large",signOut:"Sign out",signOutConfirm:"Sign out?",signOutHint:"You will need to sign in again to use the app."},signedOut:{title:"You have signed out",inHost:"Open the app again from your workplace app to continue.",onWeb:"Sign in again to continue.",signInAgain:"Sign in again"},turnedOff:{title:"This feature has been turned off",body:'"{{name}}" has been turned off for your company. Ask your administrator if you need it.'},microApp:{notFoundTitle:"Page not found",notFound:"There is no such page here. Check the address or use the navigation.",failedTitle:"This part failed to load",failed:"{{name}} is unavailable for now; the rest of the page still works.",retry:"Retry",loading:"Loading {{name}}…",nav:"Applications"},settings:{language:"Language",theme:"Theme",light:"Light",dark:"Dark"}}}};function s(e="zh-CN"){const t=r.Ay.createInstance();return t.use(o.r).init({resources:i,lng:e,fallbackLng:"zh-CN",supportedLngs:["zh-CN","en-US"],interpolation:{escapeValue:!1},returnNull:!1,initAsync:!1}),t}},9328(e,t,n){n.d(t,{Y:()=>l});var r=n(6540),o=n(8484),i=n(1352),s=n(7679);const a=new WeakMap,c=()=>()=>{};function l(){const e=(0,r.useContext)(i.gJ)?.i18n??(0,o.T)(),t=(0,r.useSyncExternalStore)(function(e){if(!e)return c;let t=a.get(e);return t||(t=t=>(e.on("languageChanged",t),()=>e.off("languageChanged",t)),a.set(e,t)),t}(e),()=>e?.language);return(0,s.Q)(t)}},7949(e,t,n){n.d(t,{z:()=>o});var r=n(9328);function o(e){return e[(0,r.Y)()]}},7333(e,t,n){var r=n(4848),o=n(1380),i=n(5338),s=n(2600),a=n(3679);const c=a.DU`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    font-family: ${({theme:e})=>e.font.family};
    font-size: ${({theme:e})=>e.font.size}px;
    line-height: ${({theme:e})=>e.font.lineHeight}px;
    background: ${({theme:e})=>e.colors.background};
    color: ${({theme:e})=>e.colors.text};
    color-scheme: ${({theme:e})=>e.mode};
    -webkit-tap-highlight-color: transparent;
  }
  a {
    color: ${({theme:e})=>e.colors.brandOnSurface};
  }
  /* People who ask for less motion get none: fades and slides end at once (spec's 300 ms aside). */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;var l=n(8322),d=n(4648),u=n(6540);const h=()=>Promise.all([n.e(762),n.e(872)]).then(()=>n(1830)),p=(0,u.lazy)(async()=>({default:(await h()).OverlayHost})),f=(0,u.lazy)(async()=>({default:(await h()).LayerOutlet})),m=new Set(["idle","signing-in"]),g=(0,d.PA)(function({root:e}){return function(e){const{microApps:t,session:n}=e;return t.apps.length>0||null!==t.registryError||!m.has(n.status)&&"signed-in"!==n.status}(e)?(0,r.jsxs)(u.Suspense,{fallback:null,children:[(0,r.jsx)(p,{}),(0,r.jsx)(f,{})]}):null});function y({root:e,router:t}){return(0,r.jsxs)(l.V,{root:e,children:[(0,r.jsx)(c,{}),(0,r.jsx)(s.pg,{router:t}),(0,r.jsx)(g,{root:e})]})}const x={apiBase:"/api",grantEndpointPatterns:[],registryUrl:null,registryFallbackUrl:null,featbit:{mode:"streaming",sdkKey:null,streamingUrl:null,pollingUrl:null,eventsUrl:null},identityProvider:{host:null,clientId:"client-app",crossOrigin:!1},businessCenter:{host:null},hosts:{sdkUrls:{wecom:"https://res.wx.qq.com/open/js/jweixin-1.2.0.js",dingtalk:"https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js",feishu:"https://lf1-cdn-tos.bytegoofy.com/goofy/lark/op/h5-js-sdk-1.5.16.js"},wecomSsoUrl:"https://open.weixin.qq.com/connect/oauth2/authorize",authorizeUrls:{dingtalk:"https://login.dingtalk.com/oauth2/auth",feishu:"https://open.feishu.cn/open-apis/authen/v1/index"},postEventOrigin:null,allowedMessageOrigins:[],sdkTimeoutMs:15e3},lab:{enabled:!1,crashRoute:!1,host:null}},b=e=>"object"==typeof e&&null!==e&&!Array.isArray(e);function w(e,t,n,r,o){const i=e[t];return null==i?n:"string"==typeof i&&i.length<=2048?i:(r.push(`${o}${t} must be a string`),n)}function v(e,t,n,r){const o=e[t];return void 0!==o&&("boolean"==typeof o?o:(n.push(`${r}${t} must be true or false`),!1))}function $(e,t,n){const r=e[t];return void 0===r?{}:b(r)?r:(n.push(`${t} must be an object`),{})}function k(e,t,n,r){const o=e[t];return void 0===o?n:b(o)&&Object.values(o).every(e=>"string"==typeof e)?{...n,...o}:(r.push(`hosts.${t} must map host ids to script URLs`),n)}function j(e,t){const n=e.allowedMessageOrigins;return void 0===n?[]:Array.isArray(n)&&n.every(e=>"string"==typeof e&&"*"!==e)?n:(t.push('hosts.allowedMessageOrigins must be a list of origins, without "*"'),[])}function A(e,t,n){const r=e.sdkTimeoutMs;return void 0===r?t:"number"==typeof r&&Number.isFinite(r)&&r>0?Math.min(r,12e4):(n.push("hosts.sdkTimeoutMs must be a positive number of milliseconds"),t)}function S(e,t){const n=x.hosts,r=$(e,"authorizeUrls",t),o=w(e,"postEventOrigin",null,t,"hosts.");return"*"===o&&t.push('hosts.postEventOrigin must name one origin, not "*"'),{sdkUrls:k(e,"sdkUrls",n.sdkUrls,t),wecomSsoUrl:w(e,"wecomSsoUrl",n.wecomSsoUrl,t,"hosts.")??n.wecomSsoUrl,authorizeUrls:{dingtalk:w(r,"dingtalk",n.authorizeUrls.dingtalk,t,"hosts.authorizeUrls.")??n.authorizeUrls.dingtalk,feishu:w(r,"feishu",n.authorizeUrls.feishu,t,"hosts.authorizeUrls.")??n.authorizeUrls.feishu},postEventOrigin:"*"===o?null:o,allowedMessageOrigins:j(e,t),sdkTimeoutMs:A(e,n.sdkTimeoutMs,t)}}function I(e,t){const n=e.mode;return void 0===n||"streaming"===n?"streaming":"polling"===n?"polling":(t.push('featbit.mode must be "streaming" or "polling"'),"streaming")}const O="/app-config.json";const E="expense.tabSession",P="expense.entry",C=["ekbCorpId","appId","corpId","appid","attr","needPostEvent","HIDE_WX_MENU","type","oemPlatform","sdkName","mode","userId","deviceType","platform"],R=["code","auth_code","sso_auth","accessToken","ticket","tempToken"];function T(e,t){try{const n=JSON.parse(e?.getItem(t)??"null");return"object"!=typeof n||null===n||Array.isArray(n)?null:n}catch{return null}}function N(e,t,n){try{e?.setItem(t,JSON.stringify(n))}catch{}}function z(e){try{e?.removeItem(E)}catch{}}function M(e){const t=new Map;return{getItem(n){const r=t.get(n);if(void 0!==r)return r;try{const t=e?.getItem(n);return"string"==typeof t?t:null}catch{return null}},setItem(n,r){try{if(!e)throw new Error("no storage");e.setItem(n,r),t.delete(n)}catch{t.set(n,r)}},removeItem(n){t.delete(n);try{e?.removeItem(n)}catch{}}}}function _(){try{return"undefined"==typeof window?void 0:window.localStorage}catch{return}}var U=n(1054);const L="expense:idp-login-state";function B(e){const t=M(e);return{read:()=>function(e){if(!(0,U.OW)(e))return;const t=(0,U.yR)(e.refreshToken,16384);if(!t)return;const n=(0,U.yR)(e.authCode,4096),r=function(e){if(!(0,U.OW)(e))return;const t=(0,U.yR)(e.id);if(!t)return;const n=(0,U.yR)(e.corpId),r=(0,U.yR)(e.userId);return{id:t,...n?{corpId:n}:{},...r?{userId:r}:{}}}(e.staff);return{refreshToken:t,...n?{authCode:n}:{},...r?{staff:r}:{}}}((0,U.qF)(t.getItem(L))),write:e=>t.setItem(L,JSON.stringify(e)),clear:()=>t.removeItem(L)}}var D=n(8258);const H=/^[A-Za-z0-9_.-]{1,64}$/;function F(e,t){const n=M(e),r=function(e){return`expense:idp-grant:${function(e){const t=e.split("/").find(e=>""!==e);return t&&H.test(t)?t:"root"}(e)}`}(t);return{key:r,read:()=>(0,D.S)((0,U.qF)(n.getItem(r))),write:e=>n.setItem(r,JSON.stringify(e)),clear:()=>n.removeItem(r)}}const G=["wecom-session"],W="expense.signedOut",Y="/signed-out";function q(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const V={web:()=>n.e(360).then(()=>n(4293)).then(e=>e.createWebAdapter),native:()=>n.e(275).then(()=>n(1794)).then(e=>e.createNativeAdapter),remote:()=>n.e(692).then(()=>n(9580)).then(e=>e.createRemoteAdapter),wecom:()=>n.e(401).then(()=>n(3493)).then(e=>e.createWecomAdapter),dingtalk:()=>n.e(68).then(()=>n(4469)).then(e=>e.createDingtalkAdapter),feishu:()=>n.e(4).then(()=>n(8113)).then(e=>e.createFeishuAdapter),cloudoffice:()=>n.e(493).then(()=>n(704)).then(e=>e.createCloudofficeAdapter),hzbank:()=>n.e(178).then(()=>n(2426)).then(e=>e.createHzbankAdapter),workapp:()=>n.e(274).then(()=>n(6036)).then(e=>e.createWorkappAdapter),kk:()=>n.e(924).then(()=>n(4457)).then(e=>e.createKkAdapter),kingOA:()=>n.e(299).then(()=>n(3023)).then(e=>e.createKingOAAdapter),teams:()=>n.e(284).then(()=>n(2143)).then(e=>e.createTeamsAdapter)};class K extends Error{constructor(e,t){super(`The ${e} host adapter could not be loaded`,{cause:t}),q(this,"hostId",void 0),q(this,"name",void 0),this.hostId=e,this.name="HostAdapterLoadError"}}const J=["web","wecom","dingtalk","feishu","cloudoffice","hzbank","workapp","kk","kingOA","teams","native","remote"],Q=new Map([["kk","kk"],["kingOA","kingOA"],["hzBank","hzbank"],["microsoftTeams","teams"]]),Z=[[/wxwork/i,"wecom"],[/DingTalk/i,"dingtalk"],[/Lark|Feishu/i,"feishu"],[/CloudOffice/i,"cloudoffice"],[/WorkApp/i,"workapp"],[/HZBank/i,"hzbank"],[/ExpenseNative/i,"native"]];function X({params:e,userAgent:t,labHost:n}){if("string"==typeof(r=n)&&J.includes(r))return n;var r;if(e.sdkName)return Q.get(e.sdkName)??"remote";if("oem"===e.type||"eBridge"===e.type)return"native";const o=Z.find(([e])=>e.test(t));return o?o[1]:"web"}function ee(e){try{return decodeURIComponent(e.replace(/\+/g," "))}catch{return}}var te=n(1771);function ne(e){return new te.lR({code:te.Tx,message:`The ${e} answer is malformed`})}async function re(e,t){const n={locale:t.locale,...t.accessToken?{accessToken:t.accessToken}:{}},{data:r}=await e.axios.get((o=t.deviceType,`/v1/organization/staffs/staffSetting/${encodeURIComponent(o)}`),{params:n});var o;const i=(0,U.dR)(r,"value"),s=(0,U.yR)((0,U.dR)(i,"id")),a=(0,U.yR)((0,U.dR)(i,"corporationId"));if(!s||!a)throw ne("staff setting");const c=(0,U.yR)((0,U.dR)(i,"language"),32);return{id:s,corporationId:a,...c?{language:c}:{}}}var oe=n(8356);const ie=new Map([["zh","zh-CN"],["zh-cn","zh-CN"],["en","en-US"],["en-us","en-US"]]);function se(e){if("string"==typeof e)return ie.get(e.trim().toLowerCase().replace("_","-"))}const ae=e=>"object"==typeof e&&null!==e&&!Array.isArray(e),ce=e=>"string"==typeof e&&""!==e.trim()?e.slice(0,256):void 0;class le extends Error{constructor(...e){var t,n;super(...e),n="StaffRecordError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}async function de(e){return function(e){const t=ae(e)?e.value:void 0,n=ae(t)?t.staff:void 0;if(!ae(t)||!ae(n))throw new le("The current-staff record has no staff");const r=ce(n.id),o=ce(n.name);if(!r||!o)throw new le("The current-staff record has no staff id or name");const i=Array.isArray(t.permissions)?t.permissions.filter(e=>"string"==typeof e):[],s=ae(n.defaultDepartment)?ce(n.defaultDepartment.id):ce(n.defaultDepartment);return{staff:{id:r,name:o,corporationId:ce(n.corporationId)??"",userId:ce(n.userId),departmentId:s,external:!0===n.external},permissions:i,isAuthorized:!0===t.isAuthorized,home5:!0===t.home5}}((await e.axios.get("/v1/organization/staffs/me")).data)}var ue=n(6163);const he=e=>e instanceof ue.j$&&e.isUnauthorized,pe=e=>e instanceof Error?e.message:String(e);async function fe(e,t,n){e.session.granted(t.accessToken);const[r,o]=await Promise.allSettled([re(e.http,{deviceType:(0,oe.fJ)(n.userAgent)?"MOBILE":"DESKTOP",locale:e.locale.locale,accessToken:t.accessToken}),de(e.http)]);if("rejected"===r.status&&he(r.reason))return e.session.unauthorized(),e.session.status;"rejected"===r.status&&console.warn("[sign-in] the staff setting could not be loaded:",pe(r.reason));const i="fulfilled"===r.status?r.value.language:void 0,s=(void 0===t.language?void 0:se(t.language))??(i?se(i):void 0);return s&&!n.localeRemembered&&e.locale.setLocale(s),"fulfilled"===o.status?e.session.signedIn({...o.value,accessToken:t.accessToken,isAssistPlatform:t.isAssistPlatform}):he(o.reason)?e.session.unauthorized():e.session.failed(pe(o.reason)),e.session.status}function me(e){return{name:e instanceof Error?e.name:typeof e,code:(0,te.D9)(e),status:(0,te.Gl)(e),message:e instanceof Error?e.message.slice(0,300):void 0}}function ge(e){const t=e?.split(".")[1];if(!t)return{};let n;try{n=JSON.parse(function(e){const t=e.replace(/-/g,"+").replace(/_/g,"/"),n=atob(t.padEnd(t.length+(4-t.length%4)%4,"=")),r=Uint8Array.from(n,e=>e.charCodeAt(0));return new TextDecoder("utf-8",{fatal:!0}).decode(r)}(t))}catch{return{}}if(!(0,U.OW)(n))return{};const r={},o=(0,U.yR)(n.userId),i=(0,U.yR)(n.corpId),s=(0,U.yR)(n.staffId);return o&&(r.userId=o),i&&(r.corpId=i),s&&(r.staffId=s),r}function ye(){return new te.lR({code:te.B,message:te.vI})}function xe(e){const{clock:t,log:n,loginState:r}=e,o=function(e){const{idp:t,loginState:n,tokenPairs:r}=e;let o=r.read(),i=0;const s=async(e,t)=>{const s=i;let a;try{a=await e}catch(e){if((0,te.D9)(e)===ue.$L&&o)return o;throw e}if(s!==i)throw new te.lR({code:"error:auth:signed-out",message:"Signed out during the token call"});return((e,t)=>{const i=e.id_token??o?.id_token,s=i?{...e,id_token:i}:e,a=ge(s.id_token),c=a.staffId?{id:a.staffId,corpId:a.corpId,userId:a.userId}:n.read()?.staff;return o=s,r.write(s),n.write({authCode:t,refreshToken:s.refresh_token,staff:c}),s})(a,t)},a=e=>s(t.token({grantType:"authorization_code",code:e}),e);return{current:()=>o,exchangeCode:a,async refreshWith(r){const o=t.token({grantType:"refresh_token",refreshToken:r});try{return await s(o,n.read()?.authCode)}catch(r){if((0,te.D9)(r)!==te.M_||!e.crossOrigin)throw r;return(async()=>{const r=n.read()?.staff;if(!r)throw new te.lR({code:te.Ry,message:te.xF});const o=await t.authorize({corpId:r.corpId,staffId:r.id,userId:r.userId,redirectUri:e.redirectUri});return a(o)})()}},clear(){i+=1,o=void 0,r.clear(),n.clear()}}}(e);let i,s;const a=()=>{if(!i){const e=r.read()?.refreshToken??o.current()?.refresh_token,t=e?o.refreshWith(e):Promise.reject(ye());i=t.finally(()=>{i=void 0})}return i},c=()=>{i||a().catch(e=>{n.warn("[auth] silent token refresh failed",me(e))})},l=e=>t.now()>=e.expires_at-6e5,d=()=>{void 0!==s&&t.clearInterval(s),s=void 0};return{async finishLogin(e){const n=e||void 0,i=r.read();let d;if(!i||void 0!==n&&n!==i.authCode){if(!n)throw ye();d=await o.exchangeCode(n)}else d=await a();return s??(s=t.setInterval(()=>{const e=o.current();e&&l(e)&&c()},3e3)),d},async getAccessToken(){const e=o.current();if(e)return t.now()>=e.expires_at?(await a()).access_token:(l(e)&&c(),e.access_token)},currentAccessToken:()=>o.current()?.access_token,refresh:a,stop:d,logout(){d(),o.clear()}}}var be=n(9001),we=n(8362),ve=n(6097);const $e="expense:session-token",ke="expense:corporation-id";function je(e){const t=t=>function(e){const t=(0,te.D9)(e);if(void 0!==t&&ue.Yi.includes(t))return!0;const n=e?.errorCode;return!("string"!=typeof n||!ue.Yi.includes(n))||401===(0,te.Gl)(e)}(t)?{kind:"unauthorized"}:(e.log.error("[auth] sign-in failed",me(t)),{kind:"failed",message:{key:"systemError"}});return async n=>{try{const t=await e.session.finishLogin(n),{corpId:r,userId:o}=ge(t.id_token);return{kind:"signed-in",session:{accessToken:t.access_token,...r?{corporationId:r}:{},...o?{userId:o}:{}}}}catch(n){return(0,te.D9)(n)===te.B?(async()=>{try{const t=function(e){const{params:t}=e,n=M(e.storage),r=(0,U.yR)(n.getItem($e),4096),o=(0,U.yR)(n.getItem(ke));if(t.loginBySession&&r)return{accessToken:r,corporationId:o};const i=(0,U.yR)(t.corpId??t.ekbCorpId),s=(0,U.yR)(t.accessToken,4096);if(t.singlePoint&&i&&s)return n.setItem($e,s),n.setItem(ke,i),{accessToken:s,corporationId:i};if(o)return{corporationId:o};throw(0,te.Bz)()}({params:e.params,storage:e.storage}),n=await async function(e,t){const n=t?{params:{accessToken:t}}:{},{data:r}=await e.axios.get("/account/v2/session",n),o=(0,U.dR)(r,"value"),i=(0,U.yR)((0,U.dR)(o,"id"),4096);if(!(0,U.OW)(o)||!i)throw ne("account session");const s=(0,U.yR)((0,U.dR)(o.staffSetting,"language"),32),a=(0,U.yR)((0,U.dR)(r,"corporationId"))??(0,U.yR)(o.corporationId),c=(0,U.yR)(o.userId)??(0,U.yR)((0,U.dR)(r,"userId"));return{accessToken:i,isAssistPlatform:!0===o.isAssistPlatform,...s?{language:s}:{},...a?{corporationId:a}:{},...c?{userId:c}:{}}}(e.http,t.accessToken),r=n.corporationId??t.corporationId;return{kind:"signed-in",session:{...n,...r?{corporationId:r}:{}}}}catch(e){return t(e)}})():t(n)}}}var Ae=n(5907);function Se(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Ie extends Error{constructor(e,t,n,r){super(n),Se(this,"status",void 0),Se(this,"code",void 0),Se(this,"body",void 0),Se(this,"name",void 0),this.status=e,this.code=t,this.body=r,this.name="HostHttpError"}}const Oe=e=>"object"==typeof e&&null!==e&&!Array.isArray(e),Ee=e=>"string"==typeof e||"number"==typeof e?e:void 0,Pe=e=>"string"==typeof e&&""!==e.trim()?e.slice(0,1e3):void 0;function Ce(e){if(!(e instanceof ue.j$))return e;const t=function(e){if(!Oe(e))return;const t=Oe(e.error)?Ee(e.error.code):void 0;return Ee(e.errorCode)??Ee(e.errcode)??t??Ee(e.code)}(e.data)??e.errorCode??e.code,n=(r=e.data,(Oe(r)?Pe(r.errmsg)??Pe(r.errorMessage):void 0)??e.message);var r;return new Ie(e.status??0,t,n,e.data)}function Re(e){const t=e=>e&&Object.fromEntries(Object.entries(e).filter(([,e])=>void 0!==e));return{async get(n,r){try{return(await e.axios.get(n,{params:t(r?.params)})).data}catch(e){throw Ce(e)}},async post(n,r,o){const i={params:t(o?.params)};try{const t=o?.form?function(e){const t=new URLSearchParams;if(Oe(e))for(const[n,r]of Object.entries(e))null!=r&&t.set(n,String(r));return t}(r):r;return(await e.axios.post(n,t,i)).data}catch(e){throw Ce(e)}}}}const Te=new Map;function Ne(e){const t=Te.get(e);if(t)return t;const n=new Promise((t,n)=>{const r=document.createElement("script");r.src=e,r.async=!0,r.crossOrigin="anonymous",r.onload=()=>t(),r.onerror=()=>{Te.delete(e),r.remove(),n(new Error(`The host SDK at ${e} failed to load`))},document.head.append(r)});return Te.set(e,n),n}const ze={get(e){for(const t of document.cookie.split(";")){const[n,...r]=t.trim().split("=");if(n===e)try{return decodeURIComponent(r.join("="))}catch{return}}},set(e,t,n){const r=new Date(Date.now()+864e5*n).toUTCString(),o="https:"===window.location.protocol?"; Secure":"";document.cookie=`${e}=${encodeURIComponent(t)}; Expires=${r}; Path=/; SameSite=Lax${o}`}};function Me(){const{location:e,history:t}=window;return{get href(){return e.href},get origin(){return e.origin},get pathname(){return e.pathname},get search(){return e.search},assign:t=>e.assign(t),replace:t=>e.replace(t),reload:()=>e.reload(),rewrite:e=>t.replaceState(t.state,"",e)}}var _e=n(4638),Ue=n(2240),Le=n(683),Be=n(7679);const De={"zh-CN":{notSupported:"暂不支持，请咨询系统管理员",notSupportedWeb:"暂不支持"},"en-US":{notSupported:"not supported yet, consult the system administrator",notSupportedWeb:"not supported"}};function He(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Fe extends Error{constructor(e,t,n){super(`${e} is not supported by the ${t} host`),He(this,"feature",void 0),He(this,"hostId",void 0),He(this,"alerted",void 0),He(this,"name",void 0),this.feature=e,this.hostId=t,this.alerted=n,this.name="UnsupportedFeatureError"}}function Ge(e,t){const n=De[(0,Be.Q)(function(e){try{return e.locale()}catch{return}}(t))],r="web"===t.host.variant?n.notSupportedWeb:n.notSupported;let o=!0;try{t.alert(r)}catch(e){o=!1,t.log.error("Host bridge could not show the unsupported-feature alert",e)}return t.log.warn(`Host bridge "${t.host.id}" does not support ${e}`),Promise.reject(new Fe(e,t.host.id,o))}function We(e){const t=e.window??window;return{window:t,http:e.http,log:e.log,clock:e.clock??ve.m,config:e.config??x.hosts,userAgent:e.userAgent??t.navigator.userAgent,alert:t=>e.alert(t)}}function Ye(e,t,n){const r=t[n];"function"==typeof r&&void 0!==r&&(e[n]=r)}async function qe({id:e,deps:t}){const n=await async function(e,t){let n;try{n=await V[e]()}catch(t){throw new K(e,t)}return n(t)}(e,We(t));return function(e,t){const n=function(e,t,n){const r={host:e,alert:n.alert,locale:()=>t.locale(),log:n.log},o=e=>()=>function(e,t){return t.log.warn(`Host bridge "${t.host.id}" does not support ${e}`),Promise.reject(new Fe(e,t.host.id,!1))}(e,r);return{ready:async()=>{},getAuthCode:o("getAuthCode"),toast:async e=>n.alert(e),...(0,_e.b)(()=>n.window.localStorage,n.log),setNavigationBar:o("setNavigationBar"),openLightApp:o("openLightApp"),getPersonInfo:o("getPersonInfo"),proxyRequest:e=>(0,Le.E)(n.http,e),openLink:e=>(0,Ue.H)(n.window,e),previewImages:o("previewImages"),download:(e,t)=>(0,Ue.S)(n.window,e,t),chooseImage:()=>Ge("chooseImage",r),chooseFile:()=>Ge("chooseFile",r),scan:()=>Ge("scan",r),share:()=>Ge("share",r),close:o("close")}}({id:e.id,variant:e.variant},t,We(t)),r=Object.keys(n);for(const t of r)Ye(n,e.verbs,t);return Object.freeze({...n,id:e.id,variant:e.variant,hostVerbs:Object.freeze(r.filter(t=>"function"==typeof e.verbs[t])),signIn:t=>e.signIn(t),resume:async(t,n)=>{await(e.resume?.(t,n))}})}(n,t)}const Ve="expense.locale";function Ke(e){try{const t=e?.getItem(Ve);return t?(0,Be.Q)(t):"zh-CN"}catch{return"zh-CN"}}function Je(){try{return window.localStorage}catch{return null}}function Qe(e){try{return Boolean(e?.getItem(Ve))}catch{return!1}}function Ze(){try{return window.sessionStorage}catch{return null}}const Xe="expense:sign-in-redirects";async function et(e){const{root:t,config:n,params:r}=e,o=e.notify??(e=>window.alert(e));t.session.startSignIn();const i=function(e,t,n){const r=_(),o=(0,Ae.u)({getLocale:()=>e.locale.locale}),i=xe({idp:(0,be.Lf)({http:o,host:(0,we.S)(window.location.origin,t.identityProvider.host),clientId:t.identityProvider.clientId}),clock:ve.m,log:console,loginState:B(r),tokenPairs:F(r,"/"),crossOrigin:t.identityProvider.crossOrigin,redirectUri:`${window.location.origin}${window.location.pathname}`});return{session:i,signIn:je({session:i,http:e.http,params:n,storage:r,log:console})}}(t,n,r);t.session.setIdentitySessionEnd(()=>i.session.logout());const s=Ze(),a={userAgent:navigator.userAgent,localeRemembered:e.localeRemembered};let c=!1;t.http.setGrantTokenProvider(()=>(c?i.session.currentAccessToken():void 0)??t.session.accessToken??void 0),t.http.setSessionRefresher(async()=>!!c&&(await i.session.refresh(),!0));const l=function({enabled:e,targetOrigin:t,window:n,log:r=console}){const o=function(e){if("string"!=typeof e||"*"===e)return null;try{const t=new URL(e);return"null"!==t.origin&&t.origin===e.replace(/\/$/,"")?t.origin:null}catch{return null}}(t);let i=!1;const s=e=>(i||r.warn(`Parent-frame events are off: ${e}`),i=!0,!1);return{post(t,i){if(!e)return s("needPostEvent is not set");if(!o)return s("no valid postEventOrigin is configured");if(n.parent===n)return s("the page is not framed");try{return n.parent.postMessage({type:t,detail:i},o),!0}catch(e){return r.warn(`Parent-frame event ${t} could not be posted`,e),!1}}}}({enabled:r.needPostEvent,targetOrigin:n.hosts.postEventOrigin,window}),d=(e,n)=>{window.dispatchEvent(new CustomEvent(`expense:${e}`,{detail:n})),l.post(e,n),"host:verify-failed"===e&&o(t.i18n.t("signIn.wechatApiVerify"))},u=async e=>{c=!0;const t=await i.signIn(e);return function(e,t){const{href:n}=e,r=n.indexOf("#"),o=-1===r?n:n.slice(0,r),i=-1===r?"":n.slice(r),s=o.indexOf("?");if(-1===s)return!1;const a=o.slice(s+1).split("&"),c=a.filter(e=>!function(e){const t=e.indexOf("=");return"code"===ee(-1===t?e:e.slice(0,t))}(e));if(c.length===a.length)return!1;const l=c.filter(e=>""!==e).join("&"),d=o.slice(0,s)+(""===l?"":`?${l}`)+i;t.replaceState(t.state,"",d)}(window.location,window.history),t};let h,p;try{const e=await function(e,t,n){return qe({id:X({params:n,userAgent:navigator.userAgent,labHost:t.lab.enabled?t.lab.host:null}),deps:{alert:e=>window.alert(e),locale:()=>e.locale.locale,log:console,http:Re(e.http),clock:ve.m,config:t.hosts}})}(t,n,r);t.hostBridge.set(e),p=e.id;const o={params:(f={config:n,params:r,http:t.http,identitySignIn:u,emit:d}).params,http:Re(f.http),location:Me(),config:f.config.hosts,clock:f.clock??ve.m,log:{info:(e,...t)=>console.info(`[sign-in] ${e}`,...t),warn:(e,...t)=>console.warn(`[sign-in] ${e}`,...t),error:(e,...t)=>console.error(`[sign-in] ${e}`,...t)},loadScript:Ne,cookies:ze,emit:f.emit,identitySignIn:f.identitySignIn,userAgent:navigator.userAgent},i=function(e){const t=new URLSearchParams(e);return R.some(e=>t.has(e))}(window.location.search)?null:function(e,t){const n=T(e,E),r=n?.session;if(n?.host!==t||"string"!=typeof r?.accessToken||!r.accessToken)return null;const o=e=>"string"==typeof e?e:void 0;return{host:t,session:{accessToken:r.accessToken,corporationId:o(r.corporationId),userId:o(r.userId),wxCorpId:o(r.wxCorpId)}}}(s,e.id);if(i){const n=await fe(t,i.session,a);if("signed-in"===n)return e.resume(o,i.session).then(()=>e.ready()).catch(e=>console.warn("[sign-in] host bridge not ready",e)),n;z(s),t.session.startSignIn()}h=await e.signIn(o),"signed-in"===h.kind&&e.ready().catch(e=>console.warn("[sign-in] host bridge not ready",e))}catch(e){console.error("[sign-in] the host bridge failed:",e instanceof Error?e.message:e),h={kind:"failed",message:{key:"systemError"}}}var f;const m=function(e,t){return{allow(){if(!e)return!0;const n=function(e,t){try{const n=JSON.parse(e.getItem(Xe)??"[]");return Array.isArray(n)?n.filter(e=>"number"==typeof e&&t-e>=0&&t-e<6e4):[]}catch{return[]}}(e,t());if(n.length>=3)return!1;try{e.setItem(Xe,JSON.stringify([...n,t()]))}catch{}return!0},reset(){try{e?.removeItem(Xe)}catch{}}}}(Ze(),()=>Date.now()),g=await async function(e,t,n){switch(t.kind){case"signed-in":{const r=await n.completeSession(t.session);return"no-corporation"===r&&await n.navigate("/selectEnterprise5"),"failed"===r&&(n.systemError(e.session.failure??"sign-in failed"),await n.navigate("/error")),"unauthorized"===r&&await n.navigate("/login"),r}case"redirect":return n.allowRedirect&&!n.allowRedirect()?(e.session.hostProblem({key:"ssoFailed"}),await n.navigate("/signin-problem"),e.session.status):(n.leaveFor(t.url),e.session.status);case"unauthorized":return e.session.unauthorized(),await n.navigate("/login"),e.session.status;case"dialog":return e.session.hostProblem(null,t.dialog),await n.navigate("/signin-problem"),e.session.status;case"page":return e.session.failed("initializing"),await n.navigate("/initializing"),e.session.status;case"failed":return"key"in t.message&&"systemError"===t.message.key?(e.session.failed("system error"),n.systemError("system error"),await n.navigate("/error")):(e.session.hostProblem(t.message),await n.navigate("/signin-problem")),e.session.status}}(t,h,{navigate:e.navigate,leaveFor:e=>window.location.assign(e),systemError:e=>d("system:error",{reason:e}),completeSession:e=>fe(t,e,a),allowRedirect:()=>m.allow()});var y,x,b;return"signed-in"===g&&m.reset(),"signed-in"===g&&"signed-in"===h.kind&&!c&&p&&(y=s,x=p,b=h.session,N(y,E,{host:x,session:b}),h.session.wxCorpId&&function(e,t,n){const r=T(e,P)??{};"string"!=typeof r[t]&&N(e,P,{...r,[t]:n})}(s,"corpId",h.session.wxCorpId)),g}var tt=n(7799);const nt=[],rt="expense.themeMode",ot="expense.fontSize";function it(e,t){try{return e?.getItem(t)??null}catch{return null}}var st=n(8124),at=n(7547),ct=n(8456),lt=n(4564),dt=n(3586);function ut({onRetry:e}){const{t}=(0,ct.B)();return(0,r.jsxs)(dt.o,{title:t("login.title"),children:[(0,r.jsx)(ht,{role:"status",children:t("login.notLoggedIn")}),(0,r.jsx)(pt,{children:t("login.hint")}),(0,r.jsx)(lt.$,{type:"button",variant:"primary",onClick:e??(()=>window.location.assign("/")),children:t("login.retry")})]})}const ht=a.Ay.p`
  margin: 0 0 8px;
`,pt=a.Ay.p`
  margin: 0 0 24px;
  color: ${({theme:e})=>e.colors.textSecondary};
`;var ft=n(2346),mt=n(1456),gt=n(1681),yt=n(2563),xt=n(3891),bt=n(7382),wt=n(5911),vt=n(4337),$t=n(5477),kt=n(6334);function jt(e){e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||0!==e.button||(e.preventDefault(),(0,kt.c)(e.currentTarget.pathname+e.currentTarget.search))}var At=n(4694),St=n(2392);function It(e,t){const n=e.params.title;if("object"==typeof n&&null!==n){const e=n[t];if("string"==typeof e&&""!==e.trim())return e.slice(0,40)}return e.name}function Ot(e,t){const n=e.flags.get()?.modules;return(n?.isEnabled((0,St.I)(t))??!0)&&(0,At.yt)(t.params,e.session)}function Et(e){return e.microApps.apps.map(e=>e.descriptor).filter(e=>"APPLICATION"===e.type&&e.rootPath).filter(t=>Ot(e,t)).map(t=>({name:t.name,title:It(t,e.locale.locale),rootPath:t.rootPath??"/"}))}const Pt=new Set(["bills","approval"]),Ct=(0,d.PA)(function(){const{t:e}=(0,ct.B)(),t=(0,mt.xC)(),{session:n,locale:o,ui:i}=t,{signOut:s}=(0,st.KC)(),a=Et(t).filter(e=>!Pt.has(e.name)),[c,l]=(0,u.useState)(!1);return(0,r.jsxs)(gt.Y,{title:e("account.title"),width:"narrow",children:[(0,r.jsxs)(yt.w,{surface:!0,title:n.staff?.name,children:[(0,r.jsx)(xt.K,{items:[{label:e("account.corporation"),value:n.corporationId??""}]}),(0,r.jsx)(Tt,{children:(0,r.jsxs)(Nt,{href:"/selectEnterprise5",onClick:jt,children:[e("account.switchCorporation")," ›"]})})]}),(0,r.jsx)(yt.w,{surface:!0,title:e("account.settings"),children:(0,r.jsxs)(bt.B,{$gap:"lg",children:[(0,r.jsxs)(Rt,{children:[(0,r.jsx)("span",{id:"setting-language",children:e("settings.language")}),(0,r.jsx)(wt.I,{label:e("settings.language"),value:o.locale,onChange:e=>o.setLocale((0,Be.Q)(e)),options:Object.entries($t.kf).map(([e,t])=>({value:e,label:t}))})]}),(0,r.jsxs)(Rt,{children:[(0,r.jsx)("span",{children:e("settings.theme")}),(0,r.jsx)(wt.I,{label:e("settings.theme"),value:i.themeMode,onChange:e=>i.setThemeMode(e),options:$t.Xh.map(t=>({value:t,label:e(`settings.${t}`)}))})]}),(0,r.jsxs)(Rt,{children:[(0,r.jsx)("span",{children:e("account.fontSize")}),(0,r.jsx)(wt.I,{label:e("account.fontSize"),value:i.fontSize,onChange:e=>i.setFontSize(e),options:$t.$N.map(t=>({value:t,label:e(`account.${t}`)}))})]})]})}),a.length>0&&(0,r.jsx)(yt.w,{surface:!0,title:e("home.adminAreas"),children:(0,r.jsx)(Tt,{children:a.map(e=>(0,r.jsxs)(Nt,{href:e.rootPath,onClick:jt,children:[e.title," ›"]},e.name))})}),(0,r.jsx)(lt.$,{variant:"danger",size:"lg",block:!0,onClick:()=>l(!0),children:e("account.signOut")}),(0,r.jsx)(vt.T,{open:c,title:e("account.signOutConfirm"),tone:"danger",confirmLabel:e("account.signOut"),onConfirm:()=>{l(!1),s()},onCancel:()=>l(!1),children:e("account.signOutHint")})]})}),Rt=a.Ay.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,Tt=a.Ay.div`
  display: flex;
  flex-direction: column;
  margin-top: ${({theme:e})=>e.spacing.sm}px;
`,Nt=a.Ay.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({theme:e})=>e.control.touch}px;
  border-top: 1px solid ${({theme:e})=>e.colors.divider};
  color: ${({theme:e})=>e.colors.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`;var zt=n(4141),Mt=n(7263),_t=n(9466),Ut=n(7738),Lt=n(3384);const Bt={mine:"/v1/flow/flows/my/search",backlog:"/v1/flow/backlogs/search",staffs:"/v1/organization/staffs/actives",specifications:"/form/v1/specificationVersions"};async function Dt(e,t){const n=(0,Lt.b)().orderBy("updateTime","desc").select(["state","updateTime","form.code","form.title","form.submitterId","plan","rejection"]).page(1,t).toBody(),{data:r}=await e.axios.post(Bt.mine,n);return(0,zt.LD)((0,zt.Pf)(r),"items").flatMap(e=>function(e){const t=(0,zt.Pf)(e),n=(0,zt.wh)(t,"id"),r=t.state;if(!n||!(0,Mt.rJ)(r))return null;const o=(0,zt.Pf)(t.form),i=(0,zt.wh)(o,"submitterId")??(0,zt.wh)((0,zt.Pf)(o.submitterId),"id");return{id:n,title:(0,zt.yR)(o,"title"),code:(0,zt.yR)(o,"code"),state:r,updateTime:(0,zt.aQ)(t,"updateTime"),submitter:i?{id:i}:null,waitingAt:(0,_t.n)(t.plan),rejection:(0,Ut.d)(t.rejection)}}(e)??[])}async function Ht(e){const{data:t}=await e.axios.get(Bt.staffs),n=new Map;for(const e of(0,zt.LD)((0,zt.Pf)(t),"items")){const t=(0,zt.Pf)(e),r=(0,zt.wh)(t,"id"),o=(0,zt.yR)(t,"name");r&&o&&n.set(r,o)}return n}function Ft(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Gt{async load(){this.generation+=1;const e=this.generation;"failed"===this.status?this.retrying=!0:null===this.value&&(this.status="loading");try{const t=await this.fetch();(0,o.h5)(()=>{e===this.generation&&(this.value=t,this.status="loaded")})}catch{(0,o.h5)(()=>{e===this.generation&&null===this.value&&(this.status="failed")})}finally{(0,o.h5)(()=>{e===this.generation&&(this.retrying=!1)})}}constructor(e){Ft(this,"fetch",void 0),Ft(this,"status",void 0),Ft(this,"value",void 0),Ft(this,"retrying",void 0),Ft(this,"generation",void 0),this.fetch=e,this.status="loading",this.value=null,this.retrying=!1,this.generation=0,(0,o.l_)(this,{fetch:!1,generation:!1})}}const Wt=(e,t)=>({key:e,list:"mine",state:t,app:"bills",href:`/bills?state=${t}`}),Yt=[{key:"approve",list:"backlog",state:"APPROVING",app:"approval",href:"/approval"},{key:"pay",list:"backlog",state:"PAYING",app:"approval",href:"/approval?state=PAYING"},{key:"send",list:"backlog",state:"SENDING",app:"print",href:"/print?tab=send"},{key:"receive",list:"backlog",state:"RECEIVING",app:"print",href:"/print?tab=receive"},Wt("drafts","draft"),Wt("rejected","rejected"),Wt("payFailed","failure")],qt=/\/search$|\/batch\/query$/;function Vt(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Kt{loadAll(){this.todos.load(),this.recent.load(),null===this.types.value&&this.types.load()}count(e){return this.todos.value?.get(e)??0}scheduleRefresh(){this.root.session.isSignedIn&&(clearTimeout(this.refreshTimer),this.refreshTimer=setTimeout(()=>{this.todos.load(),this.recent.load()},300))}constructor(e){Vt(this,"root",void 0),Vt(this,"todos",void 0),Vt(this,"recent",void 0),Vt(this,"types",void 0),Vt(this,"refreshTimer",void 0),this.root=e;const{http:t}=e;this.todos=new Gt(async()=>{const e=await Promise.all(Yt.map(e=>async function(e,t){const n=(0,Lt.b)().eq("state",t.state).select(["state"]).page(1,1).toBody(),{data:r}=await e.axios.post(Bt[t.list],n);return(0,zt._0)((0,zt.Pf)(r),"count")}(t,e)));return new Map(Yt.map((t,n)=>[t.key,e[n]??0]))}),this.recent=new Gt(async()=>{const[e,n]=await Promise.all([Dt(t,5),Ht(t).catch(()=>new Map)]);return{bills:e,names:n}}),this.types=new Gt(()=>async function(e){const{data:t}=await e.axios.get(Bt.specifications,{params:{search:"",limit:1e3,entity:"form.Specification.Versioned"}});return(0,zt.LD)((0,zt.Pf)(t),"items").flatMap(e=>{const t=(0,zt.Pf)(e),n=(0,zt.wh)(t,"id");return n&&!1!==t.active?[{id:n,name:(0,zt.yR)(t,"name")||n,enName:(0,zt.yR)(t,"enName")}]:[]})}(t)),(0,o.l_)(this,{root:!1,refreshTimer:!1}),function(e,t){e.axios.interceptors.response.use(e=>(function(e,t){const n=(e??"get").toLowerCase();return"get"!==n&&"head"!==n&&"options"!==n&&!qt.test((t??"").split("?")[0]??"")}(e.config.method,e.config.url)&&t(),e))}(t,()=>this.scheduleRefresh())}}const Jt=new WeakMap;function Qt(e){let t=Jt.get(e);return t||(t=new Kt(e),Jt.set(e,t)),t}var Zt=n(8841),Xt=n(6612);const en=new Set(["LOAD_ERROR","SKIP_BECAUSE_BROKEN"]),tn=(0,d.PA)(function(){const{t:e}=(0,ct.B)(),{microApps:t,locale:o}=(0,mt.xC)();if(t.registryError)return(0,r.jsxs)(nn,{role:"alert",children:[(0,r.jsx)("strong",{children:e("microApp.failedTitle")}),(0,r.jsx)("p",{children:e("error.unknownProblem")}),(0,r.jsx)(lt.$,{type:"button",onClick:()=>window.location.reload(),children:e("microApp.retry")})]});const i=t.apps.map(e=>e.descriptor),s=(0,Zt.$)(i,t.path),a=s?t.get(s.name):void 0,c=!!s&&t.isQuarantined(s.name);if(!s||!a||!en.has(a.status)&&!c)return null;const l=It(s,o.locale);return(0,r.jsxs)(nn,{role:"alert","data-testid":"micro-app-failed","data-app":s.name,"data-status":c?"QUARANTINED":a.status,children:[(0,r.jsx)("strong",{children:e("microApp.failedTitle")}),(0,r.jsx)("p",{children:e("microApp.failed",{name:l})}),(0,r.jsx)(lt.$,{type:"button",onClick:()=>"LOAD_ERROR"!==a.status||c?window.location.reload():void Promise.all([n.e(164),n.e(462)]).then(()=>n(738)).then(({retryFailedLoads:e})=>e()),children:e("microApp.retry")})]})}),nn=a.Ay.section`
  margin: 24px;
  padding: 16px 20px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.danger};
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};

  p {
    margin: 8px 0 12px;
    color: ${({theme:e})=>e.colors.textSecondary};
  }
`;var rn=n(3014);const on={home:"M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",bills:"M6 3h9l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 8h6M9 15h6M9 7h3",approval:"M4 12.5 9 17.5 20 6.5",me:"M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0",back:"M15 5l-7 7 7 7",more:"M6 9l6 6 6-6"};function sn({name:e,size:t=22}){return(0,r.jsx)("svg",{width:t,height:t,viewBox:"0 0 24 24",fill:"none",stroke:"currentColor",strokeWidth:1.8,strokeLinecap:"round",strokeLinejoin:"round","aria-hidden":"true",focusable:"false",children:(0,r.jsx)("path",{d:on[e]})})}function an({tabs:e,path:t}){const{t:n}=(0,ct.B)();return(0,r.jsx)(cn,{"aria-label":n("frame.tabs"),children:e.map(e=>(0,r.jsxs)(ln,{href:e.href,onClick:jt,"aria-current":e.matches(t)?"page":void 0,children:[(0,r.jsx)(sn,{name:e.key}),(0,r.jsx)("span",{children:n(`frame.${e.key}`)}),e.badge?(0,r.jsx)(dn,{"aria-label":`(${e.badge})`,children:e.badge>99?"99+":e.badge}):null]},e.key))})}const cn=a.Ay.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({theme:e})=>e.zIndex.nav};
  display: flex;
  height: calc(${56}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({theme:e})=>e.colors.surface};
  border-top: 1px solid ${({theme:e})=>e.colors.divider};
`,ln=a.Ay.a`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  color: ${({theme:e})=>e.colors.textSecondary};
  font-size: ${({theme:e})=>e.typography.caption.size}px;
  line-height: ${({theme:e})=>e.typography.caption.lineHeight}px;
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({theme:e})=>e.colors.brandOnSurface};
    font-weight: 600;
  }

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: -4px;
  }
`,dn=a.Ay.span`
  position: absolute;
  top: 4px;
  left: calc(50% + 6px);
  min-width: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({theme:e})=>e.colors.danger};
  color: ${({theme:e})=>e.colors.surface};
  font-size: 11px;
  line-height: 18px;
  font-weight: 600;
  text-align: center;
`;var un=n(6925);const hn=(0,u.lazy)(async()=>({default:(await Promise.all([n.e(598),n.e(293)]).then(()=>n(6293))).MoreMenu}));function pn({items:e,active:t}){const{t:n}=(0,ct.B)(),o=(0,u.useRef)(null),i=(0,u.useRef)(null),[s,a]=(0,u.useState)(e.length);(0,u.useLayoutEffect)(()=>{const e=()=>{if(!o.current||!i.current)return;const e=[...i.current.children].map(e=>e.getBoundingClientRect().width),t=e.pop()??0;a(function(e,t,n){if(n<=0)return e.length;if(e.reduce((e,t)=>e+t+4,0)<=n)return e.length;let r=t,o=0;for(const t of e){if(r+t+4>n)break;r+=t+4,o+=1}return o}(e,t,o.current.clientWidth))};if(e(),"undefined"==typeof ResizeObserver||!o.current)return;const t=new ResizeObserver(e);return t.observe(o.current),()=>t.disconnect()},[e]);const c=e.slice(0,s),l=e.slice(s),d=(e,n=!1)=>(0,r.jsx)(yn,{href:e.rootPath,onClick:jt,tabIndex:n?-1:void 0,"aria-current":n||e.name!==t?void 0:"page",children:e.title},e.name);return(0,r.jsxs)(fn,{ref:o,children:[(0,r.jsxs)(mn,{"aria-label":n("microApp.nav"),children:[c.map(e=>d(e)),l.length>0&&(0,r.jsx)(u.Suspense,{fallback:(0,r.jsxs)(un.c,{type:"button",children:[n("frame.more")," ▾"]}),children:(0,r.jsx)(hn,{apps:l,label:n("frame.more")})})]}),(0,r.jsxs)(gn,{ref:i,"aria-hidden":"true",children:[e.map(e=>d(e,!0)),(0,r.jsxs)(un.c,{type:"button",tabIndex:-1,children:[n("frame.more")," ▾"]})]})]})}const fn=a.Ay.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
`,mn=a.Ay.nav`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${4}px;
`,gn=a.Ay.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  gap: ${4}px;
  visibility: hidden;
  pointer-events: none;
`,yn=a.Ay.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${({theme:e})=>e.control.dense}px;
  padding: 0 ${({theme:e})=>e.spacing.md}px;
  border-radius: ${({theme:e})=>e.radius.md}px;
  color: ${({theme:e})=>e.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({theme:e})=>e.colors.background};
  }

  &[aria-current='page'] {
    color: ${({theme:e})=>e.colors.brandText};
    background: ${({theme:e})=>e.colors.brand};
  }

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,xn=(0,u.lazy)(async()=>({default:(await Promise.all([n.e(598),n.e(293)]).then(()=>n(6293))).AccountMenu})),bn=(0,d.PA)(function(e){const{t}=(0,ct.B)(),{session:n}=(0,mt.xC)(),o=n.staff?.name??"";return(0,r.jsxs)(wn,{children:[(0,r.jsx)(vn,{href:"/",onClick:jt,children:t("app.title")}),(0,r.jsx)(pn,{items:e.items,active:e.active}),n.staff&&(0,r.jsx)(u.Suspense,{fallback:(0,r.jsxs)(un.c,{type:"button","aria-label":t("frame.account",{name:o}),children:[(0,r.jsx)(un.S,{children:o}),(0,r.jsx)("span",{"aria-hidden":"true",children:"▾"})]}),children:(0,r.jsx)(xn,{onSignOut:e.onSignOut})})]})}),wn=a.Ay.header`
  position: sticky;
  top: 0;
  z-index: ${({theme:e})=>e.zIndex.nav};
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.lg}px;
  height: 56px;
  padding: 0 ${({theme:e})=>e.spacing.xl}px;
  background: ${({theme:e})=>e.colors.surface};
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
`,vn=a.Ay.a`
  flex: none;
  font-weight: 600;
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
  color: ${({theme:e})=>e.colors.brandOnSurface};
  text-decoration: none;
  white-space: nowrap;
`;var $n=n(9911);function kn(e,t){const n=e.microApps.apps.map(e=>e.descriptor).filter(e=>"APPLICATION"===e.type&&e.rootPath);return(0,Zt.$)(n,t)}function jn(e){return"/"===e||"/web"===e.replace(/\/+$/,"")}function An(e,t){return!jn(t)&&"/me"!==t&&!$n.A.includes(t)&&0!==e.microApps.apps.length&&void 0===kn(e,t)}var Sn=n(9211);function In({title:e,back:t}){const{t:n}=(0,ct.B)();return(0,r.jsxs)(On,{children:[(0,r.jsx)(En,{children:void 0!==t&&(0,r.jsx)(Sn.K,{label:n("frame.back"),onClick:()=>!0===t?(0,kt.O)():(0,kt.c)(t),children:(0,r.jsx)(sn,{name:"back"})})}),(0,r.jsx)(Pn,{"aria-hidden":"true",children:e}),(0,r.jsx)(En,{})]})}const On=a.Ay.header`
  position: sticky;
  top: 0;
  z-index: ${({theme:e})=>e.zIndex.nav};
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) 48px;
  align-items: center;
  height: ${48}px;
  padding: 0 ${({theme:e})=>e.spacing.xxs}px;
  background: ${({theme:e})=>e.colors.surface};
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
`,En=a.Ay.div`
  display: flex;
  align-items: center;
`,Pn=a.Ay.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: center;
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
  font-weight: 600;
`,Cn=e=>t=>t===e||t.startsWith(`${e}/`);var Rn=n(6227);function Tn({name:e}){const{t}=(0,ct.B)();return(0,r.jsx)(gt.Y,{title:t("turnedOff.title"),children:(0,r.jsx)("div",{"data-testid":"turned-off","data-app":e,children:(0,r.jsx)(Rn.p,{title:t("turnedOff.title"),action:(0,r.jsx)(lt.$,{variant:"primary",onClick:()=>(0,kt.c)("/"),children:t("error.backHome")}),children:t("turnedOff.body",{name:e})})})})}var Nn=n(9928);function zn(e){const{origin:t}=window.location;return(0,oe.Ct)({idpHost:(0,we.S)(t,e.host),clientId:e.clientId,mobile:(0,oe.fJ)(navigator.userAgent),redirectUri:`${t}/`})}const Mn=(0,d.PA)(function({identityProvider:e}){const{t}=(0,ct.B)(),o=(0,mt.xC)(),i=(0,st.zy)().pathname,s=function(e,t=navigator.userAgent){const n=(0,Nn.W)(),r="embedded"===e.hostBridge.get()?.variant,o=n||r&&(0,oe.fJ)(t);return{phone:o,hostBar:o&&r}}(o),a=function(e){const t=(0,mt.xC)();return(0,u.useCallback)(()=>{const n="embedded"!==t.hostBridge.get()?.variant;!function(e,t){t.endIdentitySession(),B(t.local).clear(),F(t.local,"/").clear();for(const e of G)t.expireCookie(e);z(t.session);try{t.session?.setItem(W,t.inHost?"host":"web")}catch{}e.http.setGrantTokenProvider(()=>{}),e.session.signedOut(),t.navigate(Y)}(t,{local:_(),session:Ze(),expireCookie:e=>{document.cookie=`${e}=; Max-Age=0; Path=/; SameSite=Lax`},navigate:kt.c,endIdentitySession:()=>t.session.endIdentity(),inHost:!n}),n&&e&&window.location.assign(zn(e))},[t,e])}(e),c=Qt(o),l=Et(o),d=o.session.isSignedIn;(0,u.useEffect)(()=>o.ui.setCompactFrame(s.phone),[o,s.phone]),(0,u.useEffect)(()=>{d&&s.phone&&null===c.todos.value&&c.todos.load()},[d,s.phone,c]),(0,u.useEffect)(()=>{s.phone||Promise.all([n.e(598),n.e(293)]).then(()=>n(6293))},[s.phone]);const h=o.ui.page,p=h?.title??function(e,t,n){return jn(e)?n("home.title"):"/me"===e||e.startsWith("/me/")?n("account.title"):(0,Zt.$)(t,e)?.title??n("app.title")}(i,l,t);!function(e,t,n,r){(0,u.useEffect)(()=>{r&&n?(document.title=e,n.hostVerbs.includes("setNavigationBar")&&n.setNavigationBar({title:e}).catch(e=>{console.warn("[frame] the host did not take the page title",e)})):document.title=e&&e!==t?`${e} · ${t}`:t},[e,t,n,r])}(p,t("app.title"),o.hostBridge.get(),s.hostBar);const f=function(e,t){const n=t=>e.find(e=>e.name===t),r=n("bills"),o=n("approval"),i=[{key:"home",href:"/",matches:jn}];return r&&i.push({key:"bills",href:r.rootPath,matches:Cn(r.rootPath)}),o&&t>0&&i.push({key:"approval",href:o.rootPath,matches:Cn(o.rootPath),badge:t}),i.push({key:"me",href:"/me",matches:Cn("/me")}),i}(l,c.count("approve")),m=s.phone&&void 0===h?.back&&f.some(e=>e.matches(i)),g=function(e,t){const n=kn(e,t),r=e.flags.get()?.modules;return n&&r&&!r.isEnabled((0,St.I)(n))?It(n,e.locale.locale):null}(o,i),y={name:"home",title:t("frame.home"),rootPath:"/"},x=jn(i)?"home":(0,Zt.$)(l,i)?.name??null,b={"--frame-bottom-inset":(m?56:0)+"px"};return(0,r.jsxs)(_n,{style:b,"data-frame":s.phone?"phone":"desktop",children:[(0,r.jsx)(Bn,{href:"#main",children:t("app.skipToContent")}),s.phone?!s.hostBar&&(0,r.jsx)(In,{title:p,back:h?.back}):(0,r.jsx)(bn,{items:[y,...l],active:x,onSignOut:a}),(0,r.jsx)(tn,{}),(0,r.jsxs)(Un,{id:"main",tabIndex:-1,"aria-label":p,$tabs:m,children:[(0,r.jsx)(st.sv,{context:{signOut:a}}),g&&(0,r.jsx)(Tn,{name:g}),!g&&An(o,i)&&(0,r.jsx)(Xt.O,{}),(0,r.jsx)(Ln,{id:"root"})]}),m&&(0,r.jsx)(an,{tabs:f,path:i})]})}),_n=a.Ay.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({theme:e})=>e.colors.background};
  color: ${({theme:e})=>e.colors.text};
`,Un=a.Ay.main`
  flex: 1;
  min-width: 0;
  padding: ${({theme:e})=>e.spacing.xl}px;

  ${rn.$_.phone} {
    padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
    padding-bottom: calc(
      ${({theme:e,$tabs:t})=>t?56+e.spacing.lg:e.spacing.lg}px +
        env(safe-area-inset-bottom, 0px)
    );
  }

  &:focus {
    outline: none;
  }
`,Ln=a.Ay.div`
  min-width: 0;

  &:empty {
    display: none;
  }
`,Bn=a.Ay.a`
  position: absolute;
  left: -9999px;

  &:focus {
    left: 8px;
    top: 8px;
    z-index: ${({theme:e})=>e.zIndex.toast};
    padding: 8px;
    background: ${({theme:e})=>e.colors.surface};
  }
`,Dn=(0,d.PA)(function({identityProvider:e}){const{t}=(0,ct.B)(),n=(0,mt.xC)().hostBridge.get(),o=n?"embedded"===n.variant:function(e){try{return"host"===e?.getItem(W)}catch{return!1}}(Ze());return(0,r.jsxs)(dt.o,{title:t("signedOut.title"),children:[(0,r.jsx)("p",{role:"status",children:t(o?"signedOut.inHost":"signedOut.onWeb")}),!o&&e&&(0,r.jsx)(lt.$,{variant:"primary",size:"lg",block:!0,onClick:()=>window.location.assign(zn(e)),children:t("signedOut.signInAgain")})]})});var Hn=n(9328),Fn=n(8656),Gn=n(9688);const Wn=(0,d.PA)(function({home:e}){const{t}=(0,ct.B)(),n=(0,Hn.Y)(),{status:o,value:i,retrying:s}=e.types;return(0,r.jsxs)(yt.w,{title:t("home.create"),children:["loading"===o&&(0,r.jsx)(Fn.E,{lines:1}),"failed"===o&&(0,r.jsx)(Gn.W,{title:t("home.createFailed"),retrying:s,onRetry:()=>{e.types.load()}}),"loaded"===o&&i&&(0,r.jsxs)(Yn,{role:"list",children:[0===i.length&&(0,r.jsx)("li",{children:t("home.noTypes")}),i.slice(0,4).map(e=>(0,r.jsx)("li",{children:(0,r.jsxs)(qn,{href:`/bills/new?specification=${encodeURIComponent(e.id)}`,onClick:jt,children:[(0,r.jsx)(Vn,{"aria-hidden":"true",children:"+"}),"en-US"===n&&e.enName||e.name]})},e.id)),i.length>4&&(0,r.jsx)("li",{children:(0,r.jsx)(qn,{href:"/bills/new",onClick:jt,children:t("home.more")})})]})]})}),Yn=a.Ay.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`,qn=a.Ay.a`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-height: ${({theme:e})=>e.control.touch}px;
  padding: 0 ${({theme:e})=>e.spacing.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.brand};
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.brandOnSurface};
  text-decoration: none;
  font-weight: 500;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,Vn=a.Ay.span`
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
`;var Kn=n(6452),Jn=n(9194),Qn=n(4050),Zn=n(831),Xn=n(8445),er=n(44),tr=n(1246),nr=n(4087);const rr=(0,d.PA)(function({home:e,myId:t,now:n}){const{t:o}=(0,ct.B)(),i=(0,Hn.Y)(),{status:s,value:a,retrying:c}=e.recent,l=(0,r.jsx)(ir,{href:"/bills",onClick:jt,children:o("home.allBills")});return(0,r.jsxs)(yt.w,{title:o("home.recent"),actions:l,children:["loading"===s&&(0,r.jsx)(Fn.r,{count:3}),"failed"===s&&(0,r.jsx)(Gn.W,{title:o("home.recentFailed"),retrying:c,onRetry:()=>{e.recent.load()}}),"loaded"===s&&a&&0===a.bills.length&&(0,r.jsx)(Rn.p,{title:o("home.noRecent")}),"loaded"===s&&a&&a.bills.length>0&&(0,r.jsx)(er.B,{"aria-label":o("home.recent"),children:a.bills.map(e=>(0,r.jsx)(er.c,{children:(0,r.jsxs)(tr.Z,{title:e.title||e.code,href:`/bills/${encodeURIComponent(e.id)}`,onNavigate:jt,aside:(0,r.jsx)(nr.W,{tone:(0,Kn.T)(e.state),children:Mt.Kb[i][e.state]}),children:[(0,r.jsxs)(or,{children:[e.code," · ",(0,Xn.O)(e.updateTime,n,i)]}),(0,r.jsx)(or,{children:(0,Jn.N)((0,Qn.V)(e,t),Zn.G[i],e=>a.names.get(e)??null)})]})},e.id))})]})}),or=a.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
  overflow-wrap: anywhere;
`,ir=a.Ay.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.control.touch}px;
  padding: 0 ${({theme:e})=>e.spacing.sm}px;
`,sr=(0,d.PA)(function({home:e,todos:t}){const{t:n}=(0,ct.B)(),{status:o,retrying:i}=e.todos;if("loading"===o)return(0,r.jsx)(yt.w,{title:n("home.todos"),children:(0,r.jsx)(Fn.E,{lines:2})});if("failed"===o)return(0,r.jsx)(yt.w,{title:n("home.todos"),children:(0,r.jsx)(Gn.W,{title:n("home.todosFailed"),retrying:i,onRetry:()=>{e.todos.load()}})});const s=t.filter(t=>e.count(t.key)>0);return(0,r.jsx)(yt.w,{title:n("home.todos"),"data-testid":"home-todos",children:0===s.length?(0,r.jsx)(Rn.p,{title:n("home.nothingNeedsYou"),children:n("home.nothingNeedsYouHint")}):(0,r.jsx)(ar,{role:"list",children:s.map(t=>(0,r.jsx)("li",{children:(0,r.jsxs)(cr,{href:t.href,onClick:jt,"data-todo":t.key,children:[(0,r.jsx)(lr,{children:e.count(t.key)}),(0,r.jsx)(dr,{children:n(`home.todo.${t.key}`)})]})},t.key))})})}),ar=a.Ay.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${rn.$_.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`,cr=a.Ay.a`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xxs}px;
  min-height: 72px;
  padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.elevation.card};
  color: ${({theme:e})=>e.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({theme:e})=>e.colors.border};
  }

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,lr=a.Ay.span`
  font-size: ${({theme:e})=>e.typography.headline.size+4}px;
  line-height: 1.2;
  font-weight: 600;
  color: ${({theme:e})=>e.colors.brandOnSurface};
`,dr=a.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,ur=(0,d.PA)(function(){const{t:e}=(0,ct.B)(),t=(0,mt.xC)(),n=Qt(t),[o]=(0,u.useState)(()=>Date.now()),i=t.session.isSignedIn;(0,u.useEffect)(()=>{i&&n.loadAll()},[n,i]);const s=e=>{const n=t.microApps.get(e);return n?Ot(t,n.descriptor):0===t.microApps.apps.length},a=Yt.filter(e=>s(e.app));return(0,r.jsxs)(gt.Y,{title:e("home.title"),width:"wide",description:t.session.staff&&(0,r.jsxs)(r.Fragment,{children:[e("home.hello"),(0,r.jsx)("strong",{children:t.session.staff.name})]}),children:[(0,r.jsx)(sr,{home:n,todos:a}),(0,r.jsxs)(hr,{children:[s("bills")&&(0,r.jsx)(Wn,{home:n}),(0,r.jsx)(rr,{home:n,myId:t.session.staff?.id??null,now:o})]})]})}),hr=a.Ay.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  gap: ${({theme:e})=>e.spacing.xl}px;
  align-items: start;

  ${rn.$_.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;const pr=new Set(["__proto__","constructor","prototype"]),fr=/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,mr=["kk","kingOA","hzBank","microsoftTeams"],gr=new Set(["ekbCorpId","appId","code","state","corpId","auth_code","sso_auth","accessToken","appid","attr","needPostEvent","HIDE_WX_MENU","tempToken","ticket","type","oemPlatform","sdkName","mode","loginBySession","singlePoint","userId","deviceType","platform"]),yr=/^[A-Za-z0-9_.-]{1,64}$/,xr=/^(1|true|yes)$/i;var br=n(3273),wr=n(8238);const vr=document.getElementById("app");vr&&async function(e){const t=Ze(),{params:s,warnings:a}=function(e){const{values:t,warnings:n}=function(e,t){const n=new Map,r=[],o=new Set,i=new Set,s=e=>{const t=`${e.key}\n${e.reason}`;i.has(t)||(i.add(t),r.push(e))};for(const r of function(e){const t=e.indexOf("#"),n=-1===t?e:e.slice(0,t);return n.startsWith("?")?n.slice(1):n}(e).split("&")){if(""===r)continue;const e=r.indexOf("="),i=ee(-1===e?r:r.slice(0,e));if(void 0===i)continue;if(pr.has(i)){s({key:i,reason:"reserved-key"});continue}if(!t.has(i))continue;if(o.has(i)){s({key:i,reason:"repeated"});continue}if(o.add(i),-1===e){n.set(i,null);continue}const a=ee(r.slice(e+1));void 0===a?s({key:i,reason:"malformed-encoding"}):a.length>2048?s({key:i,reason:"too-long"}):fr.test(a)?s({key:i,reason:"control-characters"}):n.set(i,a)}return{values:n,warnings:r}}(e,gr),r=[...n],o=e=>t.get(e),i=e=>o(e)||void 0,s=e=>{const t=o(e);return null===t||void 0!==t&&xr.test(t)},a=(e,t)=>{const n=i(e);if(void 0!==n)return t(n)?n:void r.push({key:e,reason:"invalid-value"})},c={ekbCorpId:i("ekbCorpId"),appId:i("appId"),code:i("code"),state:i("state"),corpId:i("corpId"),authCode:i("auth_code"),ssoAuth:i("sso_auth"),accessToken:i("accessToken"),hostAppId:i("appid"),attr:i("attr"),needPostEvent:s("needPostEvent"),hideWxMenu:s("HIDE_WX_MENU"),tempToken:i("tempToken"),ticket:i("ticket"),type:a("type",e=>"oem"===e||"eBridge"===e),oemPlatform:i("oemPlatform"),sdkName:a("sdkName",e=>{return t=e,mr.includes(t)||yr.test(e);var t}),mode:a("mode",e=>"debug"===e),loginBySession:s("loginBySession"),singlePoint:s("singlePoint"),userId:i("userId"),deviceType:i("deviceType"),platform:i("platform")};return{params:Object.freeze(c),warnings:Object.freeze(r)}}(function(e,t){const n=new URLSearchParams(e),r=C.filter(e=>n.has(e));if(r.length>0||R.some(e=>n.has(e)))return N(t,P,Object.fromEntries(r.map(e=>[e,n.get(e)]))),e;const o=T(t,P);if(!o)return e;for(const e of C){const t=o[e];"string"==typeof t&&n.set(e,t)}const i=n.toString();return i?`?${i}`:""}(window.location.search,t));for(const{key:e,reason:t}of a)console.warn(`[shell] startup parameter ${e} ignored: ${t}`);const c=function(e,t){const r=V[X({params:e,userAgent:t,labHost:null})]().then(()=>{},()=>{}),o=r.then(()=>Promise.all([n.e(887),n.e(213)]).then(()=>n(8944))),i=r.then(()=>Promise.all([n.e(164),n.e(462)]).then(()=>n(738)));for(const e of[o,i])e.catch(()=>{});return{flags:o,runtime:i}}(s,navigator.userAgent),{config:l,problems:d}=await async function(e=fetch){try{const t=await e(O,{cache:"no-store",credentials:"same-origin"});if(404===t.status)return{config:x,problems:[]};if(!t.ok)return{config:x,problems:[`${O} answered ${t.status}`]};const n=await t.text();let r;try{r=JSON.parse(n)}catch{return{config:x,problems:[`${O} is not valid JSON`]}}return function(e){const t=[];if(!b(e))return{config:x,problems:void 0===e?[]:["config must be an object"]};const n=x,r=e.grantEndpointPatterns;let o=n.grantEndpointPatterns;Array.isArray(r)&&r.every(e=>"string"==typeof e)?o=r:void 0!==r&&t.push("grantEndpointPatterns must be a list of strings");const i=$(e,"featbit",t),s=$(e,"identityProvider",t),a=$(e,"businessCenter",t),c=$(e,"lab",t);return{config:{apiBase:w(e,"apiBase",n.apiBase,t,"")??n.apiBase,grantEndpointPatterns:o,registryUrl:w(e,"registryUrl",n.registryUrl,t,""),registryFallbackUrl:w(e,"registryFallbackUrl",n.registryFallbackUrl,t,""),featbit:{mode:I(i,t),sdkKey:w(i,"sdkKey",null,t,"featbit."),streamingUrl:w(i,"streamingUrl",null,t,"featbit."),pollingUrl:w(i,"pollingUrl",null,t,"featbit."),eventsUrl:w(i,"eventsUrl",null,t,"featbit.")},identityProvider:{host:w(s,"host",null,t,"identityProvider."),clientId:w(s,"clientId",n.identityProvider.clientId,t,"identityProvider.")??"client-app",crossOrigin:v(s,"crossOrigin",t,"identityProvider.")},businessCenter:{host:w(a,"host",null,t,"businessCenter.")},lab:{enabled:v(c,"enabled",t,"lab."),crashRoute:v(c,"crashRoute",t,"lab."),host:w(c,"host",null,t,"lab.")},hosts:S($(e,"hosts",t),t)},problems:t}}(r)}catch(e){const t=e instanceof Error?e.message:String(e);return{config:x,problems:[`${O} could not be loaded: ${t}`]}}}();for(const e of d)console.warn("[shell] config:",e);const u=Je(),h=(0,tt.h)(Ke(u)),p=(0,Ae.u)({baseURL:l.apiBase,grantEndpointPatterns:l.grantEndpointPatterns,getLocale:()=>f.locale.locale}),f=new $n.y({http:p,i18n:h});f.http.setGrantTokenProvider(()=>f.session.accessToken??void 0),document.documentElement.lang=f.locale.locale,(0,o.mJ)(()=>f.locale.locale,e=>function(e,t){try{e?.setItem(Ve,t)}catch{}}(u,e));const m=function(e){const t=it(e,rt),n=it(e,ot);return{..."light"===t||"dark"===t?{themeMode:t}:{},..."small"===n||"normal"===n||"large"===n?{fontSize:n}:{}}}(u);m.themeMode&&f.ui.setThemeMode(m.themeMode),m.fontSize&&f.ui.setFontSize(m.fontSize),(0,o.mJ)(()=>({themeMode:f.ui.themeMode,fontSize:f.ui.fontSize}),e=>function(e,t){try{e?.setItem(rt,t.themeMode),e?.setItem(ot,t.fontSize)}catch{}}(u,e));for(const e of nt)f.registerModule(e);const g=function(e){return(0,st.Ys)(function(e){const t=[{path:"/login",element:(0,r.jsx)(ut,{})},{path:"/selectEnterprise5",lazy:async()=>{const{SelectEnterpriseRoute:t}=await n.e(269).then(()=>n(5244));return{element:(0,r.jsx)(t,{identityProvider:e.identityProvider})}}},{path:"/error",element:(0,r.jsx)(at.z,{})},{path:"/signin-problem",lazy:async()=>({Component:(await n.e(758).then(()=>n(4758))).SignInProblemPage})},{path:"/initializing",lazy:async()=>({Component:(await n.e(539).then(()=>n(539))).InitializingPage})},{path:"/signed-out",element:(0,r.jsx)(Dn,{identityProvider:e.identityProvider})}];return e.lab.crashRoute&&t.push({path:"/__lab-crash",lazy:async()=>({Component:(await n.e(738).then(()=>n(4738))).LabCrashPage})}),t.push({element:(0,r.jsx)(Mn,{identityProvider:e.identityProvider}),children:[{index:!0,element:(0,r.jsx)(ur,{})},{path:"/web",element:(0,r.jsx)(ur,{})},{path:"/me",element:(0,r.jsx)(Ct,{})},{path:"*",element:null}]}),[{errorElement:(0,r.jsx)(ft._,{}),children:t}]}(e))}(l);l.hosts.allowedMessageOrigins.length>0&&n.e(964).then(()=>n(9906)).then(({startHostRpc:e})=>e({root:f,config:l,navigate:e=>{g.navigate(e)}}),e=>console.error("[shell] host messaging failed to start",e)),l.lab.enabled&&function(e,t=window){t.__expenseLab=Object.freeze({microApps:()=>e.microApps.apps.map(t=>({name:t.descriptor.name,type:t.descriptor.type,status:e.microApps.isQuarantined(t.descriptor.name)?"QUARANTINED":t.status,attempts:t.attempts,lastError:t.lastError})),extensions:()=>e.extensions.names,flagStatus:()=>e.flags.get()?.store.status??null,session:()=>({status:e.session.status,staffId:e.session.staff?.id??null,corporationId:e.session.corporationId,host:e.hostBridge.get()?.id??null})})}(f);const k=(0,i.createRoot)(e);if(k.render((0,r.jsx)(y,{root:f,router:g})),function(e,t){try{return t===Y&&Boolean(e?.getItem(W))}catch{return!1}}(t,window.location.pathname))return f.session.signedOut(),{root:f,params:s,reactRoot:k};try{t?.removeItem(W)}catch{}return async function(e){const{root:t,config:n,params:r,router:o}=e,{flags:i,runtime:s}=e.chunks,a=function(e,t){const n=t?.trim();if(!n||"function"!=typeof fetch)return null;const r=e.axios.getUri({url:n}),o=fetch(r,{credentials:"same-origin"}).then(e=>{if(!e.ok)throw new Error(`answered ${e.status}`);return e.json()});return o.catch(()=>{}),{url:n,body:o}}(t.http,n.registryUrl),c=await et({root:t,config:n,params:r,navigate:e=>o.navigate(e,{replace:!0}),localeRemembered:e.localeRemembered});t.http.setUnauthorizedHandler(()=>{t.session.unauthorized(),o.navigate("/login")});const l=t.session.staff;if("signed-in"!==c||!l)return;const d=s.then(e=>e.fetchAppRegistry(t,n,a));d.catch(()=>{});try{const{startFlagStore:e}=await i;await e({root:t,config:n,staff:l,host:r.sdkName??r.type??"web"})}catch(e){console.error("[shell] feature flags failed to start; modules use catalogue defaults",e)}const{startRuntime:u}=await s;await u({root:t,config:n,flags:t.flags.get()?.modules,registry:d})}({root:f,config:l,params:s,router:g,localeRemembered:Qe(u),chunks:c}),{root:f,params:s,reactRoot:k}}(vr).catch(e=>function(e,t){console.error("[shell] start-up failed",t);const n=(0,tt.h)(Ke(Je())),o=t instanceof Error?t.message:String(t);(0,i.createRoot)(e).render((0,r.jsx)(br.x,{i18n:n,children:(0,r.jsxs)(a.NP,{theme:(0,wr.m)({mode:"light",fontSize:"normal"}),children:[(0,r.jsx)(c,{}),(0,r.jsx)(at.z,{detail:o,onRetry:()=>window.location.reload()})]})}))}(vr,e))},6612(e,t,n){n.d(t,{O:()=>l});var r=n(4848),o=n(8456),i=n(4564),s=n(1681),a=n(6227),c=n(6334);function l(){const{t:e}=(0,o.B)();return(0,r.jsx)(s.Y,{title:e("microApp.notFoundTitle"),children:(0,r.jsx)(a.p,{action:(0,r.jsx)(i.$,{variant:"primary",onClick:()=>(0,c.c)("/"),children:e("error.backHome")}),children:e("microApp.notFound")})})}},8841(e,t,n){function r(e){const t=e.replace(/\/+$/,"");return""===t?"/":t}function o(e,t){if("string"!=typeof e||"string"!=typeof t)return!1;const n=r(e);return"/"===n||t===n||t.startsWith(`${n}/`)}function i(e,t){let n,i=-1;for(const s of e){if(void 0===s.rootPath||!o(s.rootPath,t))continue;const e=r(s.rootPath).length;e>i&&(n=s,i=e)}return n}n.d(t,{$:()=>i})},2392(e,t,n){function r(e){return"string"==typeof e.params.flag?e.params.flag:`module-${e.name}`}n.d(t,{I:()=>r})},4694(e,t,n){n.d(t,{Sl:()=>i,bp:()=>o,vI:()=>s,yt:()=>a});const r=["SYS_ADMIN","REPORT_VIEW","BUDGET_MANAGE","LOAN_MANAGE","EXPENSE_MANAGE","REQUISITION_MANAGE","CUSTOM_REPORT_VIEW","SETTLEMENT_MANAGE","TRIP_MANAGE","CORP_WALLET_MANAGE","INVOICE_MANAGE","SUPPLEMENT_INVOICE","AUDIT_ADMIN","SMART_REPORT","BANK_ACCOUNT_MANAGE","PAYMENT_WORKBENCH","CREDIT_MANAGE"];function o(e){return"string"==typeof e&&r.includes(e)}function i(e,t){return e.permissions.includes(t)}function s(e){if("object"!=typeof e||null===e)return null;const t=Reflect.get(e,"privilege");return o(t)?t:null}function a(e,t){const n=s(e);return null===n||i(t,n)}n.d(t,["bh",0,r,"s2",0,["submitter","approver","creator","extensionAdministrator"]])},7701(e,t,n){n.d(t,{$:()=>r});class r extends Error{constructor(...e){var t,n;super(...e),n="ListQueryError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}},3384(e,t,n){n.d(t,{b:()=>p});var r=n(7701),o=n(6582);const i=/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/,s=new Set(["true","false","null"]);function a(e,t){if("string"!=typeof e||e.length>200||!i.test(e))throw new r.$(`${t}: ${n=e,"string"!=typeof n?"a "+(null===n?"null":typeof n):JSON.stringify(n.length>40?`${n.slice(0,40)}…`:n)} is not a dotted field path`);var n;if(s.has(e))throw new r.$(`${t}: ${e} is a literal keyword, not a field path`);return e}function c(e){return`"${e.replace(/[\\"]/g,"\\$&")}"`}function l(e,t){if(null===e)return"null";if("string"==typeof e)return c(e);if("boolean"==typeof e)return e?"true":"false";if("number"==typeof e){if(!Number.isFinite(e))throw new r.$(`${t}: ${String(e)} cannot be compared`);return Object.is(e,-0)?"0":new o.W(e).toFixed()}throw new r.$(`${t}: a ${typeof e} is not a string, number, boolean or null`)}var d=n(4041);const u={asc:"ASC",ASC:"ASC",desc:"DESC",DESC:"DESC"},h={clauses:[],orders:[],select:[],dims:[],limit:{start:0,count:10}};function p(){return f(h)}function f(e){const t=t=>f({...e,...t}),n=n=>{const o=[...e.clauses,n];if(o.join(" && ").length>4e3)throw new r.$("The filter would be longer than 4000 characters");return t({clauses:o})};return Object.freeze({in(e,t){const o=a(e,"in");if(!Array.isArray(t))throw new r.$(`in: ${o} needs a list of values`);if(0===t.length)throw new r.$(`in: ${o} needs at least one value (the backend has no empty in())`);const i=Array.from(t,e=>l(e,`in: ${o}`));return n(`${o}.in(${i.join(",")})`)},contains(e,t){const o=a(e,"contains");if("string"!=typeof t)throw new r.$(`contains: ${o} takes a string`);return n(`${o}.contains(${c(t)})`)},eq(e,t){const r=a(e,"eq");return n(`${r} == ${l(t,`eq: ${r}`)}`)},orderBy(n,o){const i=a(n,"orderBy"),s="string"==typeof o&&Object.hasOwn(u,o)?u[o]:null;if(!s)throw new r.$(`orderBy: the order must be asc, desc, ASC or DESC, not ${"string"==typeof o?JSON.stringify(o):"a "+typeof o}`);const c={value:i,order:s},l=e.orders.findIndex(e=>e.value===i),d=l<0?[...e.orders,c]:e.orders.map((e,t)=>t===l?c:e);return t({orders:d})},select:e=>t({select:m(e,"select")}),dims:e=>t({dims:m(e,"dims")}),page:(e,n=10)=>t({limit:(0,d.L)(e,n)}),toBody:()=>function(e){const t={limit:{...e.limit}};return e.clauses.length>0&&(t.filterBy=e.clauses.join(" && ")),e.orders.length>0&&(t.orderBy=e.orders.map(e=>({...e}))),e.select.length>0&&(t.select=e.select.join(",")),e.dims.length>0&&(t.dims=e.dims.join(",")),t}(e)})}function m(e,t){if(!Array.isArray(e))throw new r.$(`${t} takes a list of field paths`);if(e.length>50)throw new r.$(`${t} takes at most 50 field paths`);return[...new Set(Array.from(e,e=>a(e,t)))]}},4041(e,t,n){function r(e,t=10){const n="number"!=typeof t||Number.isNaN(t)?10:Math.min(1e3,Math.max(1,Math.floor(t))),r=Math.floor(Number.MAX_SAFE_INTEGER/n)+1;return{start:((Number.isInteger(e)&&e>=1?Math.min(e,r):1)-1)*n,count:n}}n.d(t,{L:()=>r})},2346(e,t,n){n.d(t,{_:()=>s});var r=n(4848),o=n(8124),i=n(7547);function s(){const e=(0,o.r5)();console.error("[shell] route error",e);const t=(0,o.pX)(e)?`${e.status} ${e.statusText}`:e instanceof Error?e.message:void 0;return(0,r.jsx)(i.z,{detail:t,onRetry:()=>window.location.reload()})}},3586(e,t,n){n.d(t,{o:()=>i});var r=n(4848),o=n(3679);function i({title:e,children:t}){return(0,r.jsx)(s,{children:(0,r.jsxs)(a,{"aria-labelledby":"shell-page-title",children:[(0,r.jsx)(c,{id:"shell-page-title",children:e}),t]})})}const s=o.Ay.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: 24px;
  background: ${({theme:e})=>e.colors.background};
`,a=o.Ay.section`
  width: min(440px, 100%);
  padding: 32px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  border: 1px solid ${({theme:e})=>e.colors.divider};
  color: ${({theme:e})=>e.colors.text};
`,c=o.Ay.h1`
  margin: 0 0 12px;
  font-size: ${({theme:e})=>e.font.size+6}px;
  line-height: ${({theme:e})=>e.font.lineHeight+6}px;
`},9581(e,t,n){n.d(t,{g:()=>s});var r=n(1380),o=n(7679);function i(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class s{setLocale(e){const t=(0,o.Q)(e);this.locale=t,this.i18n.changeLanguage(t),"undefined"!=typeof document&&(document.documentElement.lang=t)}get isEnglish(){return"en-US"===this.locale}constructor(e){i(this,"i18n",void 0),i(this,"locale",void 0),this.i18n=e,this.locale=(0,o.Q)(e.language),(0,r.l_)(this,{i18n:!1})}}},9911(e,t,n){n.d(t,{y:()=>w,A:()=>x});var r=n(1380);class o{register(e){this.extensions.set(e.name,{...e,exports:Object.freeze({...e.exports})})}get(e){return this.extensions.get(e)}get names(){return[...this.extensions.keys()]}constructor(){var e,t,n;e=this,t="extensions",n=r.sH.map(new Map,{deep:!1}),t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,(0,r.l_)(this,{extensions:!1})}}function i(e){return{descriptor:e,status:"NOT_LOADED",loadStartedAt:null,loadedAt:null,loadDurationMs:null,mountedAt:null,lastError:null,lastErrorAt:null,attempts:0}}const s=["NOT_LOADED","LOADING_SOURCE_CODE","NOT_BOOTSTRAPPED","BOOTSTRAPPING","NOT_MOUNTED","MOUNTING","MOUNTED","UPDATING","UNMOUNTING","UNLOADING","LOAD_ERROR","SKIP_BECAUSE_BROKEN"];function a(e){return"string"==typeof e&&s.includes(e)}const c=new Set(["NOT_BOOTSTRAPPED","BOOTSTRAPPING","NOT_MOUNTED","MOUNTING","MOUNTED","UPDATING","UNMOUNTING","UNLOADING"]),l=new Set(["MOUNTED","UPDATING"]);function d(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const u=new Set(["NOT_LOADED","LOADING_SOURCE_CODE","LOAD_ERROR"]);class h{get apps(){return[...this.records.values()]}get broken(){return this.apps.filter(e=>"SKIP_BECAUSE_BROKEN"===e.status)}get loadFailed(){return this.apps.filter(e=>"LOAD_ERROR"===e.status)}get mounted(){return this.apps.filter(e=>l.has(e.status))}setRegistryError(e){this.registryError=e}quarantine(e,t){this.quarantined.add(e),this.recordError(e,new Error(t))}isQuarantined(e){return this.quarantined.has(e)}setPath(e){this.path=e}get(e){return this.records.get(e)}register(e){for(const t of e){const e=this.records.get(t.name);e?e.descriptor=t:this.records.set(t.name,i(t))}}setStatus(e,t,n=this.clock()){const r=this.records.get(e);if(!r||!a(t)||r.status===t)return;const o=r.status;r.status=t;const i="LOADING_SOURCE_CODE"===t,s="LOADING_SOURCE_CODE"!==o&&u.has(o);(i||s&&(c.has(t)||"LOAD_ERROR"===t))&&(r.attempts+=1,r.loadStartedAt=i?n:null,r.loadedAt=null,r.loadDurationMs=null),c.has(t)&&u.has(o)&&(r.loadedAt=n,r.loadDurationMs=null===r.loadStartedAt?null:n-r.loadStartedAt),l.has(t)?l.has(o)||(r.mountedAt=n):"UNMOUNTING"!==t&&(r.mountedAt=null)}recordError(e,t,n=this.clock()){const r=this.records.get(e);r&&(r.lastError=function(e){const t=e instanceof Error?e.message||e.name:String(e);return t.length>500?`${t.slice(0,500)}…`:t}(t),r.lastErrorAt=n)}syncFromSingleSpa(e,t,n=this.clock()){for(const r of e()){const e=t(r);a(e)&&this.setStatus(r,e,n)}}constructor(e=()=>Date.now()){d(this,"clock",void 0),d(this,"records",void 0),d(this,"registryError",void 0),d(this,"quarantined",void 0),d(this,"path",void 0),this.clock=e,this.records=new Map,this.registryError=null,this.quarantined=new Set,this.path="undefined"==typeof window?"/":window.location.pathname,(0,r.l_)(this,{clock:!1,get:!1,isQuarantined:!1},{autoBind:!0})}}var p=n(5243),f=n(9581),m=n(6669),g=n(7001);function y(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const x=["/login","/selectEnterprise5","/error","/signin-problem","/initializing","/me","/signed-out"];function b(e){const t=e.replace(/\/+$/,"");return(""===t?"/":t).toLowerCase()}class w{registerModule(e){if(this.modules.has(e.id))throw new p.aV(`Module "${e.id}" is already registered`);const t=e.routes.map(e=>b(e.path));e.registry.rootPath&&t.push(`rootPath:${b(e.registry.rootPath)}`);for(const n of t){const t=this.routeOwners.get(n);if(t)throw new p.aV(`Module "${e.id}" claims ${n}, which "${t}" already owns`)}if(new Set(t).size!==t.length)throw new p.aV(`Module "${e.id}" declares the same route twice`);for(const t of e.stores??[])if(this.stores.has(t.ref.id))throw new p.aV(`Store "${t.ref.id}" is already registered`);for(const n of t)this.routeOwners.set(n,e.id);for(const t of e.stores??[])this.stores.set(t.ref.id,t.create(this));this.modules.set(e.id,e)}get moduleIds(){return[...this.modules.keys()]}isRegistered(e){return this.modules.has(e)}getModule(e){return this.modules.get(e)}getStore(e){if(!this.stores.has(e.id))throw new Error(`Store "${e.id}" is not registered: is its module in src/modules.ts?`);return this.stores.get(e.id)}constructor(e){y(this,"session",new m.c),y(this,"ui",new g._),y(this,"microApps",new h),y(this,"extensions",new o),y(this,"flags",r.sH.box(null,{deep:!1})),y(this,"hostBridge",r.sH.box(null,{deep:!1})),y(this,"locale",void 0),y(this,"http",void 0),y(this,"i18n",void 0),y(this,"modules",new Map),y(this,"stores",new Map),y(this,"routeOwners",new Map),this.http=e.http,this.i18n=e.i18n,this.locale=new f.g(e.i18n);for(const e of x)this.routeOwners.set(b(e),"shell")}}},6669(e,t,n){n.d(t,{c:()=>i});var r=n(1380);function o(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class i{setIdentitySessionEnd(e){this.endIdentitySession=e}endIdentity(){this.endIdentitySession()}get corporationId(){return this.staff?.corporationId??null}get isSignedIn(){return"signed-in"===this.status}hasPermission(e){return this.permissions.includes(e)}startSignIn(){this.status="signing-in",this.failure=null,this.problem=null,this.dialog=null}granted(e){this.accessToken=e}signedIn(e){this.staff=e.staff,this.accessToken=e.accessToken??this.accessToken,this.permissions=[...e.permissions??[]],this.isAuthorized=e.isAuthorized??!1,this.home5=e.home5??!1,this.isAssistPlatform=e.isAssistPlatform??!1,this.status=e.staff.corporationId?"signed-in":"no-corporation"}unauthorized(){this.clear(),this.status="unauthorized"}signedOut(){this.clear(),this.status="signed-out"}failed(e){this.status="failed",this.failure=e}hostProblem(e,t=null){this.status="failed",this.problem=e??t?.message??null,this.dialog=t}dismissDialog(){this.dialog=null}clear(){this.staff=null,this.accessToken=null,this.permissions=[],this.isAuthorized=!1,this.home5=!1,this.isAssistPlatform=!1,this.status="idle",this.failure=null,this.problem=null,this.dialog=null}constructor(){o(this,"status","idle"),o(this,"staff",null),o(this,"accessToken",null),o(this,"permissions",[]),o(this,"isAuthorized",!1),o(this,"home5",!1),o(this,"isAssistPlatform",!1),o(this,"failure",null),o(this,"problem",null),o(this,"dialog",null),o(this,"endIdentitySession",()=>{}),(0,r.l_)(this,{endIdentitySession:!1})}}},7001(e,t,n){n.d(t,{_:()=>a});var r=n(1380),o=n(8238),i=n(7808);function s(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class a{get theme(){return(0,o.m)({mode:this.themeMode,brandColor:this.brandColor,fontSize:this.fontSize})}setThemeMode(e){this.themeMode="dark"===e?"dark":"light"}setBrandColor(e){return!("string"!=typeof e||!(0,i.f)(e)||(this.brandColor=e,0))}setFontSize(e){this.fontSize="large"===e||"small"===e?e:"normal"}setCompactFrame(e){this.compactFrame=e}setPage(e){this.page=e}constructor(){s(this,"themeMode","light"),s(this,"brandColor",o.i),s(this,"fontSize","normal"),s(this,"compactFrame",!1),s(this,"page",null),(0,r.l_)(this,{},{autoBind:!0})}}},5243(e,t,n){n.d(t,{aV:()=>r,b6:()=>o,ki:()=>i});class r extends Error{constructor(...e){var t,n;super(...e),n="ModuleDefinitionError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}function o(e,t){return{ref:e,create:t}}function i(e){const{id:t,registry:n,routes:o}=e;if(!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(t))throw new r(`Module id "${t}" must be kebab-case`);if("APPLICATION"===n.type&&!n.rootPath)throw new r(`Module "${t}" is an APPLICATION and needs a rootPath`);for(const e of o)if(!e.path.startsWith("/"))throw new r(`Module "${t}" route "${e.path}" must be absolute`);return Object.freeze({...e})}},1456(e,t,n){n.d(t,{Pj:()=>s,xC:()=>i});var r=n(6540);const o=(0,r.createContext)(null);function i(){const e=(0,r.useContext)(o);if(!e)throw new Error("useRootStore must be used inside <RootStoreContext.Provider>");return e}function s(e){return i().getStore(e)}n.d(t,["H$",0,o])},2753(e,t,n){n.d(t,{M:()=>r});class r extends Error{constructor(...e){var t,n;super(...e),n="ThemeError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}},8238(e,t,n){n.d(t,{i:()=>l,m:()=>h});const r={light:{text:"#1d2129",textSecondary:"#4e5969",textDisabled:"#a9aeb8",background:"#f5f6f8",surface:"#ffffff",surfaceRaised:"#ffffff",divider:"#e5e6eb",border:"#7b8390",danger:"#c62828",warning:"#995c00",success:"#1a7f37",mask:"rgba(0, 0, 0, 0.45)",overlay:"rgba(0, 0, 0, 0.85)"},dark:{text:"#e8eaed",textSecondary:"#a9afb9",textDisabled:"#5c6270",background:"#121316",surface:"#1c1d21",surfaceRaised:"#26282d",divider:"#2e3036",border:"#7c828d",danger:"#ff7b72",warning:"#e3b341",success:"#56d364",mask:"rgba(0, 0, 0, 0.6)",overlay:"rgba(0, 0, 0, 0.85)"}};var o=n(899),i=n(3014),s=n(7808);function a(e,t,n){const r=(0,o.E2)(t);return`#${(0,o.E2)(e).map((e,t)=>Math.round(e+(r[t]-e)*n)).map(e=>e.toString(16).padStart(2,"0")).join("")}`}var c=n(2753);const l="#2555FF",d=new Map([["small",{size:12,lineHeight:20}],["normal",{size:14,lineHeight:22}],["large",{size:16,lineHeight:24}]]),u=["#ffffff","#1d2129","#000000"];function h({mode:e,brandColor:t=l,fontSize:n="normal"}){if("light"!==e&&"dark"!==e)throw new c.M(`Unknown theme mode ${y(e)}`);const o=d.get(n);if(!o)throw new c.M(`Unknown font size ${y(n)}`);const a=(0,s.q)(t,"brand colour");return x({mode:e,colors:m(r[e],a),font:{...o,family:'-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Helvetica, Arial, sans-serif'},typography:f(o),spacing:{xxs:2,xs:4,sm:8,md:12,lg:16,xl:24,xxl:32},radius:{sm:2,md:4,lg:8,round:9999},elevation:p[e],zIndex:{sticky:100,nav:200,popup:999,modal:1e3,toast:1100},motion:{overlayMs:300,quickMs:150},breakpoints:i.LO,control:i.fU})}const p={light:{card:"0 1px 2px rgba(0, 0, 0, 0.06)",raised:"0 4px 12px rgba(0, 0, 0, 0.12)",overlay:"0 12px 32px rgba(0, 0, 0, 0.2)"},dark:{card:"0 1px 2px rgba(0, 0, 0, 0.4)",raised:"0 4px 12px rgba(0, 0, 0, 0.5)",overlay:"0 12px 32px rgba(0, 0, 0, 0.6)"}};function f(e){const t=(t,n)=>({size:e.size+t,lineHeight:e.lineHeight+t,weight:n});return{caption:t(-2,400),body:t(0,400),subtitle:t(2,600),title:t(4,600),headline:t(6,600)}}function m(e,t){const n=u.find(e=>(0,o.yN)(e,t)>=4.5)??"#000000",r="#ffffff"===n?"#000000":"#ffffff",i=[e.background,e.surface].every(e=>(0,o.yN)(t,e)>=3);return{...e,brand:t,brandHover:a(t,r,.12),brandText:n,brandOnSurface:g(e,t),focusRing:i?t:e.text}}function g(e,t){for(let n=0;n<=10;n+=1){const r=a(t,e.text,n/10);if([e.background,e.surface,e.surfaceRaised].every(e=>(0,o.yN)(r,e)>=4.5))return r}return e.text}function y(e){return"string"==typeof e?JSON.stringify(e.slice(0,40)):String(e)}function x(e){for(const t of Object.values(e))"object"==typeof t&&null!==t&&x(t);return Object.freeze(e)}},899(e,t,n){n.d(t,{E2:()=>o,bp:()=>i,yN:()=>s});var r=n(7808);function o(e){const t=(0,r.q)(e),[n,o,i]=[1,3,5].map(e=>parseInt(t.slice(e,e+2),16));return[n,o,i]}function i(e){const[t,n,r]=o(e).map(e=>{const t=e/255;return t<=.04045?t/12.92:((t+.055)/1.055)**2.4});return.2126*t+.7152*n+.0722*r}function s(e,t){const[n,r]=[i(e),i(t)].sort((e,t)=>t-e);return(n+.05)/(r+.05)}},7808(e,t,n){n.d(t,{f:()=>i,q:()=>s});var r=n(2753);const o=/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;function i(e){return"string"==typeof e&&o.test(e)}function s(e,t="colour"){if(!i(e))throw new r.M(`Invalid ${t} ${function(e){if("string"!=typeof e)return`(${null===e?"null":typeof e})`;const t=e.length>40?`${e.slice(0,40)}…`:e;return JSON.stringify(t)}(e)}: expected "#" followed by 3 or 6 hex digits, like "#2555ff".`);const n=e.slice(1).toLowerCase();return 3===n.length?`#${[...n].map(e=>e+e).join("")}`:`#${n}`}},3014(e,t,n){var r=n(3679);const o={tablet:600,desktop:1024},i=e=>`(max-width: ${e-.02}px)`,s={phone:`@media ${i(o.tablet)}`,tabletUp:`@media (min-width: ${o.tablet}px)`,desktop:`@media (min-width: ${o.desktop}px)`,touch:`@media (pointer: coarse), ${i(o.tablet)}`,reducedMotion:"@media (prefers-reduced-motion: reduce)"},a=i(o.tablet);n.d(t,["$_",0,s,"K8",0,a,"LO",0,o,"N5",0,e=>({theme:t})=>{const{size:n,lineHeight:r,weight:o}=t.typography[e];return`font-size: ${n}px; line-height: ${r}px; font-weight: ${o};`},"RB",0,({theme:e})=>r.AH`
  min-height: ${e.control.dense}px;

  ${s.touch} {
    min-height: ${e.control.touch}px;
  }
`,"Rg",0,({theme:e})=>r.AH`
  &:focus-visible {
    outline: 2px solid ${e.colors.focusRing};
    outline-offset: 2px;
  }
`,"fU",0,{touch:44,dense:36},"g8",0,({theme:e})=>r.AH`
  min-width: ${e.control.dense}px;
  min-height: ${e.control.dense}px;

  ${s.touch} {
    min-width: ${e.control.touch}px;
    min-height: ${e.control.touch}px;
  }
`])},8445(e,t,n){n.d(t,{O:()=>a});var r=n(9915),o=n(7290);const i=36e5,s=24*i;function a(e,t,n){const a=(0,o.x)(t)-(0,o.x)(e);if(Number.isNaN(a))return"";const c=r.A[n]??r.A["zh-CN"];if(a>=365*s)return c.years(Math.floor(a/(365*s)));if(a>=30*s)return c.months(Math.floor(a/(30*s)));if(a>=7*s)return c.weeks(Math.floor(a/(7*s)));if(a>=s)return c.days(Math.floor(a/s));if(a>=i)return c.hours(Math.floor(a/i));if(a>=18e5)return c.halfAnHour;for(const e of[15,10,5,3])if(a>=6e4*e)return c.minutes(e);return c.justNow}},9915(e,t,n){const r=(e,t)=>`${e} ${t}${1===e?"":"s"} ago`,o={"zh-CN":{years:e=>`${e}年前`,months:e=>`${e}个月前`,weeks:e=>`${e}周前`,days:e=>`${e}天前`,hours:e=>`${e}小时前`,halfAnHour:"半小时前",minutes:e=>`${e}分钟前`,justNow:"刚刚"},"en-US":{years:e=>r(e,"year"),months:e=>r(e,"month"),weeks:e=>r(e,"week"),days:e=>r(e,"day"),hours:e=>r(e,"hour"),halfAnHour:"half an hour ago",minutes:e=>r(e,"minute"),justNow:"just now"}};n.d(t,["A",0,o])},7290(e,t,n){function r(e){return e instanceof Date?e.getTime():"number"==typeof e&&Number.isFinite(e)?e:Number.NaN}n.d(t,{x:()=>r})},2625(e,t,n){n.d(t,{t:()=>a});var r=n(4848),o=n(6540),i=n(7547);function s(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class a extends o.Component{static getDerivedStateFromError(e){return{error:e instanceof Error?e:new Error(String(e))}}componentDidCatch(e,t){console.error("[shell] render error",e,t.componentStack),this.props.onError?.(e,t)}render(){return this.state.error?(0,r.jsx)(i.z,{detail:this.state.error.message,onRetry:this.handleRetry}):this.props.children}constructor(...e){super(...e),s(this,"state",{error:null}),s(this,"handleRetry",()=>{window.location.reload()})}}},4857(e,t,n){n.d(t,{L:()=>o});var r=n(4848);function o({title:e}){return(0,r.jsxs)("svg",{role:"img","aria-label":e,width:"160",height:"120",viewBox:"0 0 160 120",children:[(0,r.jsx)("title",{children:e}),(0,r.jsx)("rect",{x:"20",y:"18",width:"120",height:"84",rx:"10",fill:"none",stroke:"currentColor",strokeWidth:"4",opacity:"0.35"}),(0,r.jsx)("line",{x1:"20",y1:"38",x2:"140",y2:"38",stroke:"currentColor",strokeWidth:"4",opacity:"0.35"}),(0,r.jsx)("circle",{cx:"34",cy:"28",r:"3",fill:"currentColor",opacity:"0.5"}),(0,r.jsx)("circle",{cx:"46",cy:"28",r:"3",fill:"currentColor",opacity:"0.5"}),(0,r.jsx)("path",{d:"M80 52 L100 88 H60 Z",fill:"none",stroke:"currentColor",strokeWidth:"5",strokeLinejoin:"round"}),(0,r.jsx)("line",{x1:"80",y1:"64",x2:"80",y2:"76",stroke:"currentColor",strokeWidth:"5",strokeLinecap:"round"}),(0,r.jsx)("circle",{cx:"80",cy:"82",r:"2.5",fill:"currentColor"})]})}},7547(e,t,n){n.d(t,{z:()=>c});var r=n(4848),o=n(8456),i=n(3679),s=n(4564),a=n(4857);function c({detail:e,onRetry:t}){const{t:n}=(0,o.B)();return(0,r.jsxs)(l,{role:"alert","data-testid":"error-screen",children:[(0,r.jsx)(d,{children:(0,r.jsx)(a.L,{title:n("error.imageAlt")})}),(0,r.jsx)(u,{children:n("error.unknownProblem")}),t&&(0,r.jsx)(s.$,{type:"button",variant:"primary",onClick:t,children:n("error.retry")}),e&&(0,r.jsxs)(h,{children:[(0,r.jsx)("summary",{children:n("error.details")}),(0,r.jsx)("code",{children:e})]})]})}const l=i.Ay.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 100vh;
  padding: 24px;
  text-align: center;
  background: ${({theme:e})=>e.colors.background};
  color: ${({theme:e})=>e.colors.text};
`,d=i.Ay.div`
  color: ${({theme:e})=>e.colors.textSecondary};
`,u=i.Ay.p`
  margin: 0;
  font-size: ${({theme:e})=>e.font.size+2}px;
  line-height: ${({theme:e})=>e.font.lineHeight+2}px;
`,h=i.Ay.details`
  max-width: 640px;
  color: ${({theme:e})=>e.colors.textSecondary};
  word-break: break-word;
`},4712(e,t,n){var r=n(3679);const o=r.AH`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`,i=r.Ay.span`
  ${o}
`;n.d(t,["Q",0,o,"s",0,i])},4564(e,t,n){var r=n(4848),o=n(6540),i=n(3679),s=n(3014),a=n(8929);const c=(0,o.forwardRef)(function({variant:e="secondary",size:t="md",loading:n=!1,block:o=!1,type:i,children:s,onClick:c,...l},u){return(0,r.jsxs)(d,{ref:u,type:i??"button",$variant:e,$size:t,$block:o,"aria-busy":n||void 0,onClick:n?e=>e.preventDefault():c,...l,children:[n&&(0,r.jsx)(a.y,{}),s]})}),l={sm:12,md:16,lg:24},d=i.Ay.button`
  ${s.RB}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 44px;
  padding: 0 ${({$size:e})=>l[e]}px;
  border-radius: ${({theme:e})=>e.radius.md}px;
  font: inherit;
  font-weight: ${({$variant:e})=>"text"===e?400:500};
  white-space: nowrap;
  cursor: pointer;
  ${({theme:e,$variant:t})=>{const{bg:n,fg:r,border:o,hover:s}=function(e,t){const{colors:n}=e;switch(t){case"primary":return{bg:n.brand,fg:n.brandText,border:n.brand,hover:n.brandHover};case"danger":return{bg:n.surface,fg:n.danger,border:n.danger,hover:n.surfaceRaised};case"text":return{bg:"transparent",fg:n.brandOnSurface,border:"transparent",hover:n.background};default:return{bg:n.surface,fg:n.text,border:n.border,hover:n.background}}}(e,t);return i.AH`
      background: ${n};
      color: ${r};
      border: 1px solid ${o};
      &:hover:not(:disabled) {
        background: ${s};
      }
    `}}
  ${({$block:e})=>e&&"width: 100%;"}
  ${({$size:e,theme:t})=>"lg"===e&&`min-height: ${t.control.touch}px;`}
  ${s.Rg}

  &:disabled {
    cursor: not-allowed;
    background: ${({theme:e})=>e.colors.background};
    color: ${({theme:e})=>e.colors.textDisabled};
    border-color: ${({theme:e})=>e.colors.divider};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${s.$_.touch} {
    min-width: ${({theme:e})=>e.control.touch}px;
  }
`;n.d(t,["$",0,c])},9211(e,t,n){var r=n(4848),o=n(6540),i=n(3679),s=n(3014);const a=(0,o.forwardRef)(function({label:e,children:t,type:n,...o},i){return(0,r.jsx)(c,{ref:i,type:n??"button","aria-label":e,title:e,...o,children:(0,r.jsx)("span",{"aria-hidden":"true",children:t})})}),c=i.Ay.button`
  ${s.g8}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
  cursor: pointer;
  ${s.Rg}

  &:hover:not(:disabled) {
    background: ${({theme:e})=>e.colors.background};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({theme:e})=>e.colors.textDisabled};
  }
`;n.d(t,["K",0,a])},5911(e,t,n){n.d(t,{I:()=>a});var r=n(4848),o=n(9451),i=n(3679),s=n(3014);function a({label:e,value:t,onChange:n,options:o}){return(0,r.jsx)(c,{value:t,onValueChange:e=>n(e),orientation:"horizontal","aria-label":e,loop:!0,children:o.map(e=>(0,r.jsx)(l,{value:e.value,disabled:e.disabled,children:e.label},e.value))})}const c=(0,i.Ay)(o.bL)`
  display: inline-flex;
  max-width: 100%;
  padding: 2px;
  gap: 2px;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: ${({theme:e})=>e.colors.background};
`,l=(0,i.Ay)(o.q7)`
  ${s.RB}
  flex: 1 1 auto;
  min-width: 44px;
  padding: 0 ${({theme:e})=>e.spacing.md}px;
  border: 0;
  border-radius: ${({theme:e})=>e.radius.sm}px;
  background: transparent;
  color: ${({theme:e})=>e.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${s.Rg}

  &[data-state='checked'] {
    background: ${({theme:e})=>e.colors.surface};
    color: ${({theme:e})=>e.colors.brandOnSurface};
    font-weight: 600;
    box-shadow: ${({theme:e})=>e.elevation.card};
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({theme:e})=>e.colors.textDisabled};
  }
`},8929(e,t,n){n.d(t,{y:()=>a});var r=n(4848),o=n(3679),i=n(3014);const s=o.i7`
  to { transform: rotate(360deg); }
`;function a(){return(0,r.jsx)(c,{"aria-hidden":"true"})}const c=o.Ay.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${s} 800ms linear infinite;

  ${i.$_.reducedMotion} {
    animation-duration: 2400ms;
  }
`},3891(e,t,n){n.d(t,{K:()=>s});var r=n(4848),o=n(3679),i=n(3014);function s({items:e}){return(0,r.jsx)(a,{children:e.map((e,t)=>(0,r.jsxs)(c,{$wide:e.wide??!1,children:[(0,r.jsx)("dt",{children:e.label}),(0,r.jsx)("dd",{children:e.value})]},t))})}const a=o.Ay.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.xl}px;
  margin: 0;
`,c=o.Ay.div`
  display: grid;
  grid-template-columns: minmax(6em, 35%) minmax(0, 1fr);
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 0;
  ${({$wide:e})=>e&&"grid-column: 1 / -1;"}

  dt {
    color: ${({theme:e})=>e.colors.textSecondary};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  ${i.$_.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`},4087(e,t,n){n.d(t,{W:()=>o,v:()=>i});var r=n(4848);function o({tone:e="neutral",children:t}){return(0,r.jsx)(a,{$tone:e,children:t})}function i({children:e}){return(0,r.jsx)(a,{$tone:"neutral",children:e})}function s(e,t){const{colors:n}=e;switch(t){case"info":return n.brandOnSurface;case"success":return n.success;case"warning":return n.warning;case"danger":return n.danger;default:return n.textSecondary}}const a=n(3679).Ay.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 0 ${({theme:e})=>e.spacing.sm}px;
  border: 1px solid ${({theme:e,$tone:t})=>s(e,t)};
  border-radius: ${({theme:e})=>e.radius.md}px;
  color: ${({theme:e,$tone:t})=>s(e,t)};
  font-size: ${({theme:e})=>e.typography.caption.size}px;
  line-height: ${({theme:e})=>e.typography.caption.lineHeight}px;
  white-space: nowrap;
`},9928(e,t,n){n.d(t,{U:()=>i,W:()=>s});var r=n(6540),o=n(3014);function i(e){return(0,r.useSyncExternalStore)(t=>{if("function"!=typeof window.matchMedia)return()=>{};const n=window.matchMedia(e);return n.addEventListener("change",t),()=>n.removeEventListener("change",t)},()=>function(e){return"undefined"!=typeof window&&"function"==typeof window.matchMedia&&window.matchMedia(e).matches}(e),()=>!1)}function s(){return i(o.K8)}},4337(e,t,n){n.d(t,{T:()=>u});var r=n(4848),o=n(990),i=n(6540),s=n(7949),a=n(4564),c=n(1451),l=n(5704),d=n(8061);function u(e){const{open:t,title:n,children:u,tone:h="primary",onConfirm:p,onCancel:f}=e,m=(0,s.z)(c.Z),[g,y]=(0,i.useState)(!1),x=(0,l.G)(t);return(0,r.jsx)(o.bL,{open:t,onOpenChange:e=>!e&&!g&&f(),children:(0,r.jsxs)(o.ZL,{children:[(0,r.jsx)(d.zs,{}),(0,r.jsxs)(d.Ci,{role:"alertdialog",onCloseAutoFocus:x,...u?{}:{"aria-describedby":void 0},children:[(0,r.jsx)(d.L3,{children:n}),u&&(0,r.jsx)(d.Aw,{asChild:!0,children:(0,r.jsx)("div",{children:u})}),(0,r.jsxs)(d.ii,{children:[(0,r.jsx)(a.$,{onClick:f,disabled:g,children:e.cancelLabel??m.cancel}),(0,r.jsx)(a.$,{variant:"danger"===h?"danger":"primary",loading:g,onClick:()=>{(async()=>{y(!0);try{await p()}finally{y(!1)}})()},children:e.confirmLabel??m.confirm})]})]})]})})}},6227(e,t,n){n.d(t,{p:()=>s});var r=n(4848),o=n(3679),i=n(3014);function s({title:e,children:t,action:n}){return(0,r.jsxs)(a,{role:"status",children:[e?(0,r.jsx)(c,{children:e}):(0,r.jsx)(c,{as:"div",children:t}),e&&t&&(0,r.jsx)(l,{children:t}),n&&(0,r.jsx)(d,{children:n})]})}const a=o.Ay.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  padding: ${({theme:e})=>e.spacing.xxl}px ${({theme:e})=>e.spacing.xl}px;
  text-align: center;
  border: 1px dashed ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  color: ${({theme:e})=>e.colors.textSecondary};
`,c=o.Ay.p`
  margin: 0;
  ${(0,i.N5)("subtitle")}
  color: ${({theme:e})=>e.colors.text};
`,l=o.Ay.p`
  margin: 0;
`,d=o.Ay.div`
  margin-top: ${({theme:e})=>e.spacing.sm}px;
`},9688(e,t,n){n.d(t,{W:()=>c});var r=n(4848),o=n(3679),i=n(7949),s=n(4564),a=n(1451);function c({title:e,detail:t,onRetry:n,retrying:o=!1}){const c=(0,i.z)(a.Z);return(0,r.jsxs)(l,{role:"alert",children:[(0,r.jsxs)(d,{children:[(0,r.jsx)("strong",{children:e}),t&&(0,r.jsx)(u,{children:t})]}),n&&(0,r.jsx)(s.$,{onClick:n,loading:o,children:c.retry})]})}const l=o.Ay.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.md}px;
  padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.danger};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
`,d=o.Ay.p`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xxs}px;
  margin: 0;
  min-width: 0;
  color: ${({theme:e})=>e.colors.danger};
`,u=o.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
  overflow-wrap: anywhere;
`},8656(e,t,n){n.d(t,{E:()=>l,r:()=>d});var r=n(4848),o=n(3679),i=n(7949),s=n(1451),a=n(4712);const c=o.i7`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;function l({lines:e=3,label:t}){const n=(0,i.z)(s.Z);return(0,r.jsxs)(u,{role:"status","aria-busy":"true","data-skeleton":"",children:[(0,r.jsx)(a.s,{children:t??n.loading}),Array.from({length:e},(t,n)=>(0,r.jsx)(h,{"aria-hidden":"true",$width:n===e-1?60:100},n))]})}function d({count:e=3,label:t}){const n=(0,i.z)(s.Z);return(0,r.jsxs)(u,{role:"status","aria-busy":"true","data-skeleton":"",children:[(0,r.jsx)(a.s,{children:t??n.loading}),Array.from({length:e},(e,t)=>(0,r.jsxs)(p,{"aria-hidden":"true",children:[(0,r.jsx)(h,{$width:70}),(0,r.jsx)(h,{$width:40})]},t))]})}const u=o.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,h=o.Ay.span`
  display: block;
  width: ${({$width:e})=>e}%;
  height: ${({theme:e})=>e.typography.body.size}px;
  border-radius: ${({theme:e})=>e.radius.sm}px;
  background: ${({theme:e})=>e.colors.divider};
  animation: ${c} 1.4s ease-in-out infinite;
`,p=o.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
  padding: ${({theme:e})=>e.spacing.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
`},8061(e,t,n){var r=n(990),o=n(3679),i=n(3014);const s=o.i7`
  from { opacity: 0; }
  to { opacity: 1; }
`,a=o.i7`
  from { opacity: 1; }
  to { opacity: 0; }
`,c=o.i7`
  from { transform: translateY(100%); }
  to { transform: none; }
`,l=o.i7`
  from { transform: none; }
  to { transform: translateY(100%); }
`,d=(0,o.Ay)(r.hJ)`
  position: fixed;
  inset: 0;
  z-index: ${({theme:e})=>e.zIndex.modal};
  background: ${({theme:e})=>e.colors.mask};

  &[data-state='open'] {
    animation: ${s} ${({theme:e})=>e.motion.overlayMs}ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${a} ${({theme:e})=>e.motion.overlayMs}ms ease-in;
  }
`,u=(0,o.Ay)(r.UC)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({theme:e})=>e.zIndex.modal};
  width: min(420px, calc(100vw - ${({theme:e})=>e.spacing.xl}px));
  max-height: calc(100vh - ${({theme:e})=>e.spacing.xl}px);
  overflow: auto;
  translate: -50% -50%;
  padding: ${({theme:e})=>e.spacing.xl}px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
  box-shadow: ${({theme:e})=>e.elevation.overlay};

  &[data-state='open'] {
    animation: ${s} ${({theme:e})=>e.motion.overlayMs}ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${a} ${({theme:e})=>e.motion.overlayMs}ms ease-in;
  }

  &:focus {
    outline: none;
  }
`,h=(0,o.Ay)(u)`
  ${i.$_.phone} {
    top: auto;
    bottom: 0;
    left: 0;
    width: 100vw;
    translate: none;
    max-height: 85vh;
    padding: ${({theme:e})=>e.spacing.lg}px;
    padding-bottom: calc(${({theme:e})=>e.spacing.lg}px + env(safe-area-inset-bottom, 0px));
    border-radius: ${({theme:e})=>e.radius.lg}px ${({theme:e})=>e.radius.lg}px 0 0;

    &[data-state='open'] {
      animation: ${c} ${({theme:e})=>e.motion.overlayMs}ms ease-out;
    }

    &[data-state='closed'] {
      animation: ${l} ${({theme:e})=>e.motion.overlayMs}ms ease-in;
    }
  }
`,p=(0,o.Ay)(r.hE)`
  margin: 0 0 ${({theme:e})=>e.spacing.sm}px;
  ${(0,i.N5)("subtitle")}
`,f=(0,o.Ay)(r.VY)`
  margin: 0 0 ${({theme:e})=>e.spacing.lg}px;
  color: ${({theme:e})=>e.colors.textSecondary};
  overflow-wrap: anywhere;
`,m=o.Ay.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({theme:e})=>e.spacing.sm}px;

  ${i.$_.phone} {
    flex-direction: column-reverse;

    & > * {
      width: 100%;
    }
  }
`;n.d(t,["Aw",0,f,"Ci",0,u,"L3",0,p,"ii",0,m,"wY",0,h,"zs",0,d])},5704(e,t,n){n.d(t,{G:()=>o});var r=n(6540);function o(e){const t=(0,r.useRef)(null);return(0,r.useLayoutEffect)(()=>{e&&document.activeElement instanceof HTMLElement&&(t.current=document.activeElement)},[e]),e=>{const n=t.current;n?.isConnected&&(e.preventDefault(),n.focus())}}},8505(e,t,n){n.d(t,{QA:()=>s,j$:()=>i});var r=n(6540);const o=(0,r.createContext)({compact:!1,setPage:()=>{}});function i(){return(0,r.useContext)(o)}function s(e,t){const{setPage:n}=i();(0,r.useEffect)(()=>(n({title:e,back:t}),()=>n(null)),[n,e,t])}n.d(t,["tW",0,o])},6334(e,t,n){function r(e){if(window.location.pathname+window.location.search===e)return;let t=!1;const n=()=>{t=!0};window.addEventListener("popstate",n);try{window.history.pushState(window.history.state,"",e)}finally{window.removeEventListener("popstate",n)}t||window.dispatchEvent(new PopStateEvent("popstate",{state:window.history.state}))}function o(e="/"){const t=window.history.state;"number"==typeof t?.idx&&t.idx>0?window.history.back():r(e)}n.d(t,{O:()=>o,c:()=>r})},1451(e,t,n){n.d(t,["Z",0,{"zh-CN":{loading:"加载中…",retry:"重试",back:"返回",more:"更多",close:"关闭",cancel:"取消",confirm:"确定",search:"搜索",clear:"清除",previous:"上一页",next:"下一页",loadMore:"加载更多",allLoaded:"已全部加载",pageOf:(e,t)=>`第 ${e} / ${t} 页`,selected:e=>`已选 ${e} 项`,selectAll:"全选",selectRow:"选择此行",noOptions:"没有匹配的选项",from:"开始",to:"结束",leaveTitle:"离开此页？",leaveBody:"还有未保存的修改，离开后将丢失。",leave:"离开",stay:"留在此页",notices:"通知",dismiss:"关闭通知",step:(e,t)=>`第 ${e} 步，共 ${t} 步`},"en-US":{loading:"Loading…",retry:"Retry",back:"Back",more:"More",close:"Close",cancel:"Cancel",confirm:"OK",search:"Search",clear:"Clear",previous:"Previous page",next:"Next page",loadMore:"Load more",allLoaded:"All loaded",pageOf:(e,t)=>`Page ${e} of ${t}`,selected:e=>`${e} selected`,selectAll:"Select all",selectRow:"Select this row",noOptions:"No matching options",from:"From",to:"To",leaveTitle:"Leave this page?",leaveBody:"You have unsaved changes; they will be lost.",leave:"Leave",stay:"Stay",notices:"Notifications",dismiss:"Dismiss notification",step:(e,t)=>`Step ${e} of ${t}`}}])},1246(e,t,n){n.d(t,{Z:()=>a});var r=n(4848),o=n(8124),i=n(3679),s=n(3014);function a({title:e,to:t,href:n,onNavigate:i,aside:s,children:a,as:p="h3"}){const f=void 0!==t||void 0!==n,m=void 0!==t?(0,r.jsx)(u,{as:o.N_,to:t,onClick:i,children:e}):void 0!==n?(0,r.jsx)(u,{href:n,onClick:i,children:e}):e;return(0,r.jsxs)(c,{$linked:f,children:[(0,r.jsxs)(l,{children:[(0,r.jsx)(d,{as:p,children:m}),s&&(0,r.jsx)(h,{children:s})]}),a]})}const c=i.Ay.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xs}px;
  min-width: 0;
  padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.elevation.card};
  ${({$linked:e,theme:t})=>e&&`cursor: pointer; &:hover { border-color: ${t.colors.border}; box-shadow: ${t.elevation.raised}; }`}

  &:focus-within {
    outline: 2px solid transparent;
  }
`,l=i.Ay.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 0;
`,d=i.Ay.h3`
  margin: 0;
  min-width: 0;
  ${(0,s.N5)("subtitle")}
  font-size: ${({theme:e})=>e.typography.body.size+1}px;
  overflow-wrap: anywhere;
`,u=i.Ay.a`
  display: inline-flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
  ${s.Rg}

  ${s.$_.touch} {
    min-height: ${({theme:e})=>e.control.touch}px;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,h=i.Ay.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
`;n.d(t,["u",0,c])},44(e,t,n){n.d(t,{c:()=>s});var r=n(4848),o=n(3679);const i=o.Ay.ul.attrs({role:"list"})`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e,$gap:t="sm"})=>"none"===t?0:e.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;function s({children:e}){return(0,r.jsx)(a,{children:e})}const a=o.Ay.li`
  min-width: 0;
`;n.d(t,["B",0,i])},1681(e,t,n){n.d(t,{Y:()=>a});var r=n(4848),o=n(3679),i=n(4342);const s={narrow:720,normal:1080,wide:1440};function a({children:e,width:t="normal",actionBar:n,...o}){return(0,r.jsxs)(c,{"aria-labelledby":"page-title",$max:s[t],children:[(0,r.jsx)(i.z,{...o}),e,n]})}const c=o.Ay.section`
  width: 100%;
  max-width: ${({$max:e})=>e}px;
  margin: 0 auto;
  min-width: 0;
`},4342(e,t,n){n.d(t,{z:()=>h});var r=n(4848),o=n(3679),i=n(7949),s=n(3014),a=n(4564),c=n(8505),l=n(6334),d=n(1451),u=n(4712);function h({title:e,description:t,back:n,actions:o}){const{compact:s}=(0,c.j$)(),h=(0,i.z)(d.Z);(0,c.QA)(e,n);const x=(0,r.jsx)(m,{id:"page-title",children:e});return(0,r.jsxs)(p,{children:[s?(0,r.jsx)(u.s,{children:x}):(0,r.jsxs)(f,{children:[void 0!==n&&(0,r.jsxs)(a.$,{variant:"text",onClick:()=>!0===n?(0,l.O)():(0,l.c)(n),children:["‹ ",h.back]}),x]}),t&&(0,r.jsx)(g,{children:t}),o&&(0,r.jsx)(y,{children:o})]})}const p=o.Ay.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px ${({theme:e})=>e.spacing.lg}px;
  margin-bottom: ${({theme:e})=>e.spacing.lg}px;

  ${s.$_.phone} {
    grid-template-columns: minmax(0, 1fr);
    margin-bottom: ${({theme:e})=>e.spacing.md}px;
  }
`,f=o.Ay.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 0;
`,m=o.Ay.h1`
  margin: 0;
  ${(0,s.N5)("headline")}
  overflow-wrap: anywhere;
`,g=o.Ay.p`
  grid-column: 1;
  margin: 0;
  color: ${({theme:e})=>e.colors.textSecondary};
`,y=o.Ay.div`
  grid-column: 2;
  grid-row: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.sm}px;
  justify-content: flex-end;

  ${s.$_.phone} {
    grid-column: 1;
    grid-row: auto;
    justify-content: stretch;

    & > * {
      flex: 1 1 auto;
    }
  }
`},2563(e,t,n){n.d(t,{w:()=>a});var r=n(4848),o=n(6540),i=n(3679),s=n(3014);function a({title:e,actions:t,children:n,surface:i=!1,className:s,...a}){const h=(0,o.useId)();return(0,r.jsxs)(c,{"aria-labelledby":e?h:void 0,$surface:i,className:s,"data-testid":a["data-testid"],children:[(e||t)&&(0,r.jsxs)(l,{children:[e&&(0,r.jsx)(d,{id:h,children:e}),t&&(0,r.jsx)(u,{children:t})]}),n]})}const c=i.Ay.section`
  min-width: 0;
  margin-bottom: ${({theme:e})=>e.spacing.xl}px;
  ${({$surface:e,theme:t})=>e&&`padding: ${t.spacing.lg}px; border-radius: ${t.radius.lg}px; background: ${t.colors.surface}; border: 1px solid ${t.colors.divider};`}
`,l=i.Ay.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin-bottom: ${({theme:e})=>e.spacing.md}px;
`,d=i.Ay.h2`
  margin: 0;
  ${(0,s.N5)("subtitle")}
`,u=i.Ay.div`
  display: flex;
  gap: ${({theme:e})=>e.spacing.sm}px;
`},7382(e,t,n){var r=n(3679);const o={start:"flex-start",center:"center",end:"flex-end",between:"space-between"},i=r.Ay.div`
  display: flex;
  flex-direction: ${({$direction:e="column"})=>e};
  flex-wrap: ${({$wrap:e,$direction:t="column"})=>e??"row"===t?"wrap":"nowrap"};
  align-items: ${({$align:e="stretch"})=>"start"===e||"end"===e?`flex-${e}`:e};
  justify-content: ${({$justify:e="start"})=>o[e]};
  gap: ${({theme:e,$gap:t="md"})=>e.spacing[t]}px;
  min-width: 0;
`,s=r.Ay.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({$min:e=240})=>e}px, 100%), 1fr));
  gap: ${({theme:e,$gap:t="md"})=>e.spacing[t]}px;
  align-items: end;
  min-width: 0;
`;n.d(t,["B",0,i,"x",0,s])}};const t={};function n(r){const o=t[r];if(void 0!==o)return o.exports;const i=t[r]={exports:{}};return e[r](i,i.exports,n),i.exports}n.m=e,(()=>{const e=[];n.O=(t,r,o)=>{if(!r){for(var i=0;i<e.length;i++){let[r,o]=e[i],a=!0;for(var s=0;s<r.length;s++)n.O.j(r[s])?r.splice(s--,1):a=!1;if(a){e.splice(i--,1);const n=o();void 0!==n&&(t=n)}}return t}e.push([r,o])}})(),n.cw=e=>{var t;return()=>{if(e){var n=e;e=0,t={exports:{}},n.call(t.exports,t,t.exports)}return t.exports}},(()=>{const e=Object.getPrototypeOf;let t;n.t=function(r,o){if(1&o&&(r=this(r)),8&o)return r;if("object"==typeof r&&r){if(4&o&&r.__esModule)return r;if(16&o&&"function"==typeof r.then)return r}const i=Object.create(null);n.r(i);const s={};t=t||[null,e({}),e([]),e(e)];for(var a=2&o&&r;("object"==typeof a||"function"==typeof a)&&!~t.indexOf(a);a=e(a))Object.getOwnPropertyNames(a).forEach(e=>s[e]=()=>r[e]);return s.default=()=>r,n.d(i,s),i}})(),n.d=(e,t)=>{if(Array.isArray(t))for(var r=0;r<t.length;){var o=t[r++],i=t[r++],s=0===i?{enumerable:!0,value:t[r++]}:{enumerable:!0,get:i};n.o(e,o)||Object.defineProperty(e,o,s)}else for(var o in t)n.o(t,o)&&!n.o(e,o)&&Object.defineProperty(e,o,{enumerable:!0,get:t[o]})},n.f={},n.e=e=>{const t=[];return n.f.j(e,t),Promise.all(t)},n.u=e=>"js/"+({4:"host-feishu",68:"host-dingtalk",178:"host-hzbank",213:"flag-store",269:"select-enterprise",274:"host-workapp",275:"host-native",284:"host-teams",299:"host-kingOA",360:"host-web",381:"teams-js",401:"host-wecom",462:"micro-runtime",493:"host-cloudoffice",692:"host-remote",872:"overlays",924:"host-kk",964:"embedding-rpc",986:"shared-surface"}[e]||e)+"."+{4:"b1284b2f",68:"982a9c57",164:"f17f3d59",178:"9927f5c3",213:"6935ff3c",269:"783c697c",274:"0bc4d1ce",275:"843972b0",284:"1458415c",293:"18cdd973",299:"76a60414",360:"12db673a",381:"460050ca",401:"0699b920",462:"04a7188d",493:"7e232c53",538:"bab13286",539:"315b3291",598:"2c8ac417",692:"e64f9c2c",738:"5e05f50c",758:"314703f1",762:"ecf8c226",872:"dc832711",887:"af1e9184",924:"335baee3",964:"63068b83",986:"eaca5e7a"}[e]+".js",n.g=function(){if("object"==typeof globalThis)return globalThis;try{return this||new Function("return this")()}catch(e){if("object"==typeof window)return window}}(),n.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),(()=>{const e={},t="expense-web:";n.l=(r,o,i,s)=>{if(e[r])return void e[r].push(o);let a,c;if(void 0!==i){const e=document.getElementsByTagName("script");for(var l=0;l<e.length;l++){const n=e[l];if(n.getAttribute("src")==r||n.getAttribute("data-webpack")==t+i){a=n;break}}}a||(c=!0,a=document.createElement("script"),a.charset="utf-8",n.nc&&a.setAttribute("nonce",n.nc),a.setAttribute("data-webpack",t+i),a.src=r),e[r]=[o];const d=(t,n)=>{a.onerror=a.onload=null,clearTimeout(u);const o=e[r];if(delete e[r],a.parentNode?.removeChild(a),o?.forEach(e=>e(n)),t)return t(n)},u=setTimeout(d.bind(null,void 0,{type:"timeout",target:a}),12e4);a.onerror=d.bind(null,a.onerror),a.onload=d.bind(null,a.onload),c&&document.head.appendChild(a)}})(),n.r=e=>{Object.defineProperty(e,Symbol.toStringTag,{value:"Module"}),Object.defineProperty(e,"__esModule",{value:!0})},n.dn=e=>{var t=Object.getOwnPropertyDescriptor(e,"name");(!t||!t.writable&&t.configurable)&&Object.defineProperty(e,"name",{value:"default",configurable:!0})},n.p="/",(()=>{const e={995:0};n.f.j=(t,r)=>{let o=n.o(e,t)?e[t]:void 0;if(0!==o)if(o)r.push(o[2]);else{const i=new Promise((n,r)=>o=e[t]=[n,r]);r.push(o[2]=i);const s=new Error,a=r=>{if(n.o(e,t)&&(o=e[t],0!==o&&(e[t]=void 0),o)){const e=r&&("load"===r.type?"missing":r.type),n=r&&r.target&&r.target.src;s.message="Loading chunk "+t+" failed.\n("+e+": "+n+")",s.name="ChunkLoadError",s.type=e,s.request=n,s.event=r,o[1](s)}};n.l(n.p+n.u(t),a,"chunk-"+t,t)}},n.O.j=t=>0===e[t];const t=(t,r)=>{let[o,i,s]=r;var a,c,l=0;if(o.some(t=>0!==e[t])){for(a in i)n.o(i,a)&&(n.m[a]=i[a]);if(s)var d=s(n)}for(t&&t(r);l<o.length;l++)c=o[l],n.o(e,c)&&e[c]&&e[c][0](),e[c]=0;return n.O(d)},r=self.webpackChunkexpense_web=self.webpackChunkexpense_web||[];r.forEach(t.bind(null,0)),r.push=t.bind(null,r.push.bind(r))})(),n.nc=void 0;let r=n.O(void 0,[121],()=>n(7333));r=n.O(r)})();
//# sourceMappingURL=shell.5f8d3d28.js.map