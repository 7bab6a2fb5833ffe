(()=>{"use strict";var e={5935(e,t,n){var r=n(6540);const o=(0,r.createContext)(null),i=(0,r.createContext)(null);n.d(t,["Z",0,o,"o",0,i])},4638(e,t,n){function r(e,t){const n=(n,r,o)=>{try{return r(e())}catch(e){return t.warn(`Host storage ${n} failed; local storage is unavailable`,e),o}};return{storageGet:async e=>n("get",t=>t.getItem(e),null),storageSet:async(e,t)=>n("set",n=>n.setItem(e,t),void 0),storageRemove:async e=>n("remove",t=>t.removeItem(e),void 0),storageClear:async()=>n("clear",e=>e.clear(),void 0)}}n.d(t,{b:()=>r})},2240(e,t,n){n.d(t,{H:()=>s,S:()=>a});const r=new Set(["http:","https:"]),o=new Set(["http:","https:","blob:","data:"]);function i(e,t,n){if("string"!=typeof t||""===t.trim())throw new TypeError("A link needs an address");let r;try{r=new URL(t,e.location.href)}catch{throw new TypeError(`Refusing to open a malformed address: ${t.slice(0,200)}`)}if(!n.has(r.protocol))throw new TypeError(`Refusing to open a ${r.protocol} address`);return r}async function s(e,t){const n=i(e,t,r);e.open(n.href,"_blank","noopener")}async function a(e,t,n){const r=i(e,t,o),s=e.document.createElement("a");s.href=r.href,s.download="string"==typeof n?n:"",s.rel="noopener",s.style.display="none",e.document.body.appendChild(s);try{s.click()}finally{s.remove()}}},683(e,t,n){function r(e,t){const n=t.method??"GET",r="form"===t.serializer,i=void 0!==t.headers&&Object.keys(t.headers).length>0;if(e.request){const i="GET"===n?o(t.data):void 0,s="GET"===n?void 0:t.data;return e.request({url:t.url,method:n,params:i,data:s,headers:t.headers,form:r})}return i||"GET"!==n&&"POST"!==n?Promise.reject(new Error(`This page's HTTP helper cannot proxy ${n} requests with extra headers`)):"GET"===n?e.get(t.url,{params:o(t.data)}):e.post(t.url,t.data,{form:r})}function o(e){if(null===e||"object"!=typeof e||Array.isArray(e))return;const t={};for(const[n,r]of Object.entries(e))t[n]=null==r?void 0:"object"==typeof r?JSON.stringify(r):String(r);return t}n.d(t,{E:()=>r})},8322(e,t,n){var r=n(4848),o=n(5935),i=n(4648),s=n(6540),a=n(3273),c=n(3679),l=n(1456),d=n(8505),u=n(2625);const h=(0,i.PA)(function({root:e,children:t}){const{compactFrame:n,setPage:i}=e.ui,h=(0,s.useMemo)(()=>({compact:n,setPage:i}),[n,i]);return(0,r.jsx)(a.x,{i18n:e.i18n,children:(0,r.jsx)(l.H$.Provider,{value:e,children:(0,r.jsx)(c.NP,{theme:e.ui.theme,children:(0,r.jsx)(o.Z.Provider,{value:e.flags.get()?.store??null,children:(0,r.jsx)(d.tW.Provider,{value:h,children:(0,r.jsx)(u.t,{children:t})})})})})})});n.d(t,["V",0,h])},6452(e,t,n){n.d(t,{T:()=>o});const r={draft:"neutral",pending:"info",approving:"info",sending:"info",receiving:"info",paying:"info",PROCESSING:"info",receivingExcep:"danger",rejected:"danger",failure:"danger",paid:"success",archived:"success",PROCESS:"success",nullify:"neutral"};function o(e){return r[e]}},7263(e,t,n){n.d(t,{rJ:()=>o});const r=["draft","approving","sending","receiving","receivingExcep","pending","paying","PROCESSING","paid","archived","rejected","PROCESS","failure","nullify"];function o(e){return"string"==typeof e&&r.includes(e)}n.d(t,["Kb",0,{"zh-CN":{draft:"待提交",approving:"审批中",sending:"待寄送",receiving:"待收单",receivingExcep:"收单异常",pending:"提交中",paying:"待支付",PROCESSING:"支付中",paid:"已完成",archived:"已完成",rejected:"已驳回",PROCESS:"已完成",failure:"支付失败",nullify:"已作废"},"en-US":{draft:"To submit",approving:"Approving",sending:"To send",receiving:"To receive",receivingExcep:"Receipt exception",pending:"Submitting",paying:"To pay",PROCESSING:"Payment in progress",paid:"Completed",archived:"Completed",rejected:"Rejected",PROCESS:"Completed",failure:"Payment failed",nullify:"Voided"}},"N3",0,r])},9194(e,t,n){function r(e,t,n){const r=e.map(e=>{switch(e.kind){case"you":return t.you;case"robot":return t.robot;case"staff":return n(e.id)??t.unassigned;default:return t.unassigned}});return t.joinNames([...new Set(r)])}function o(e,t,n){switch(e.kind){case"submit":case"archive":return t[e.kind](r(e.waiters,t,n));case"submitting":case"bankResult":case"finished":case"voided":return t[e.kind];default:return t.node[e.kind](r(e.waiters,t,n),e.nodeName)}}n.d(t,{N:()=>o})},831(e,t,n){const r=e=>e?`（${e}）`:"",o=e=>e?` (${e})`:"",i={"zh-CN":{you:"您",robot:"机器人",unassigned:"处理人",joinNames:e=>e.join("、"),submit:e=>`等待${e}提交`,archive:e=>`已完成，等待${e}确认归档`,node:{approve:(e,t)=>`等待${e}审批${r(t)}`,send:(e,t)=>`等待${e}寄送纸质单据${r(t)}`,receive:(e,t)=>`等待${e}收单${r(t)}`,receiveException:(e,t)=>`收单异常，等待${e}处理${r(t)}`,pay:(e,t)=>`等待${e}支付${r(t)}`,payAgain:(e,t)=>`支付失败，等待${e}重新支付${r(t)}`},submitting:"提交中，正在计算预算",bankResult:"支付中，等待银行返回支付结果",finished:"已归档，无后续步骤",voided:"已作废，无后续步骤"},"en-US":{you:"you",robot:"the robot",unassigned:"an assignee",joinNames:e=>e.join(", "),submit:e=>`Waiting for ${e} to submit`,archive:e=>`Completed: waiting for ${e} to archive it`,node:{approve:(e,t)=>`Waiting for ${e} to approve${o(t)}`,send:(e,t)=>`Waiting for ${e} to send the paper bill${o(t)}`,receive:(e,t)=>`Waiting for ${e} to receive the paper bill${o(t)}`,receiveException:(e,t)=>`Receipt exception: waiting for ${e}${o(t)}`,pay:(e,t)=>`Waiting for ${e} to pay${o(t)}`,payAgain:(e,t)=>`Payment failed: waiting for ${e} to pay again${o(t)}`},submitting:"Submitting: the budget is being calculated",bankResult:"Payment in progress: waiting for the bank’s answer",finished:"Archived: no further steps",voided:"Voided: no further steps"}};n.d(t,["G",0,i])},4050(e,t,n){n.d(t,{V:()=>a});const r={approving:"approve",sending:"send",receiving:"receive",receivingExcep:"receiveException",paying:"pay",failure:"payAgain"};function o(e,t){return e===t?{kind:"you"}:{kind:"staff",id:e}}function i(e,t){if("ebot"===e?.type)return[{kind:"robot"}];const n=[...e?.ownerIds??[]].sort((e,n)=>Number(n===t)-Number(e===t));return n.length>0?n.map(e=>o(e,t)):[{kind:"unassigned"}]}function s(e,t){return e.submitter?[o(e.submitter.id,t)]:[{kind:"unassigned"}]}function a(e,t){const n=r[e.state];if(n)return{kind:n,waiters:i(e.waitingAt,t),nodeName:e.waitingAt?.name??""};switch(e.state){case"draft":case"rejected":return{kind:"submit",waiters:s(e,t)};case"pending":return{kind:"submitting"};case"PROCESSING":return{kind:"bankResult"};case"paid":case"PROCESS":return{kind:"archive",waiters:s(e,t)};case"nullify":return{kind:"voided"};default:return{kind:"finished"}}}},9466(e,t,n){n.d(t,{n:()=>i});var r=n(4141);function o(e){if("countersign"!==(0,r.yR)(e,"type")){const t=(0,r.wh)(e,"signer");return t?[t]:[]}return(0,r.LD)(e,"counterSigners").flatMap(e=>{const t=(0,r.Pf)(e),n=(0,r.wh)(t,"signer");return n&&"APPROVING"===(0,r.yR)(t,"state")?[n]:[]})}function i(e){const t=(0,r.Pf)(e),n=(0,r.wh)(t,"currentNodeId");if(!n)return null;const i=(0,r.LD)(t,"nodes").find(e=>(0,r.Ce)(e)&&(0,r.wh)(e,"id")===n);return i?{id:n,name:(0,r.yR)(i,"name"),type:(0,r.yR)(i,"type")||"normal",ownerIds:o(i)}:null}},4141(e,t,n){function r(e){return"object"==typeof e&&null!==e&&!Array.isArray(e)}function o(e){return r(e)?e:{}}function i(e,t){const n=e[t];return"string"==typeof n?n.slice(0,500):""}function s(e,t){const n=e[t];return"number"==typeof n&&Number.isSafeInteger(n)?String(n):"string"!=typeof n||""===n.trim()||n.length>200?null:n.trim()}function a(e,t){const n=e[t];return"number"==typeof n&&Number.isFinite(n)&&n>=0?n:0}function c(e,t){const n=e[t];return"number"==typeof n&&Number.isSafeInteger(n)&&n>=0?n:0}function l(e,t){const n=e[t];return Array.isArray(n)?n:[]}function d(e,t,n){const r=e[t];return"string"==typeof r&&n.includes(r)?r:null}function u(e,t){return l(e,t).flatMap(e=>{const t=s({id:e},"id");return t?[t]:[]})}n.d(t,{Ce:()=>r,LD:()=>l,Pf:()=>o,Qk:()=>d,Zm:()=>u,_0:()=>c,aQ:()=>a,wh:()=>s,yR:()=>i})},5477(e,t,n){n.d(t,["$N",0,["small","normal","large"],"Xh",0,["light","dark"],"kf",0,{"zh-CN":"简体中文","en-US":"English"}])},6925(e,t,n){var r=n(3679),o=n(3014);const i=r.Ay.button`
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
`;n.d(t,["S",0,s,"c",0,i])},6163(e,t,n){function r(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}n.d(t,{j$:()=>s});const o="error:ignore",i=["error:common:unauthorized","error:common:access-token-expired","error:common:access-token-invalid"];class s extends Error{get isIgnorable(){return this.code===o}get isUnauthorized(){return 401===this.status||i.includes(this.code)||void 0!==this.errorCode&&i.includes(this.errorCode)}static cancelled(){return new s({code:o,message:"This request has been cancelled",showMessage:!1})}constructor(e){super(e.message,void 0===e.cause?void 0:{cause:e.cause}),r(this,"name","HttpError"),r(this,"code",void 0),r(this,"status",void 0),r(this,"showMessage",void 0),r(this,"errorCode",void 0),r(this,"data",void 0),this.code=e.code,this.status=e.status,this.showMessage=e.showMessage??!0,this.errorCode=e.errorCode,this.data=e.data}}n.d(t,["$L",0,o,"SG",0,"error:policy-check","Yi",0,i])},6702(e,t,n){n.d(t,{N:()=>o,Z:()=>i});var r=n(6435);const o="X-HAF-Staff-Grant";function i(e){return function(t){if(t.headers.has(o))return t;const n=e.getGrantToken();return n&&function(e,t,n=(0,r.Y)()){return 0===t.length||t.some(t=>function(e,t,n){return"string"==typeof t?e.startsWith(function(e,t){try{return new URL(e,t).href}catch{return e}}(t,n)):(t.lastIndex=0,t.test(e))}(e,t,n))}((0,r.P)(t),e.getEndpointPatterns())?(t.headers.set(o,n),t):t}}},5907(e,t,n){n.d(t,{u:()=>p});var r=n(6701),o=n(6163),i=n(6435);function s(e,t){if(null===e||"object"!=typeof e)return"bigint"==typeof e?e.toString():e;if(t.has(e))return"[Circular]";if(e instanceof Date)return e.toISOString();if(e instanceof URLSearchParams)return e.toString();t.add(e);try{if(Array.isArray(e))return e.map(e=>s(e,t));if(!function(e){const t=Object.getPrototypeOf(e);return t===Object.prototype||null===t}(e))return String(e);const n={};for(const r of Object.keys(e).sort())n[r]=s(e[r],t);return n}finally{t.delete(e)}}function a(e){return JSON.stringify(s(e,new WeakSet))??""}function c(e={}){const t=e.now??Date.now,n=e.windowMs??1e3,s=new Map,c=new Map,l=t=>(e.adapter??r.A.getAdapter(r.A.defaults.adapter,t))(t),d=(e,t,n)=>{const r={identity:e,startedAt:n,response:l(t),waiters:new Set};return s.set(e.request,r),r.response.catch(()=>{s.get(e.request)===r&&s.delete(e.request)}),r};return function(e){const r=function(e){return"token"===e.dedupe?"token":!1!==e.dedupe&&"post"===e.method?.toLowerCase()?"post":void 0}(e),u=r&&function(e){const t=function(e){if(null==e)return"";if("string"==typeof e)return e;if(e instanceof URLSearchParams)return e.toString();if(Array.isArray(e))return a(e);if("object"==typeof e){const t=Object.getPrototypeOf(e);return t===Object.prototype||null===t?a(e):void 0}return String(e)}(e.data);if(void 0===t)return;const n=a([(e.method??"get").toUpperCase(),(0,i.P)(e),e.params??null]);return{endpoint:n,request:a([n,t]),body:t}}(e);if(!r||!u)return l(e);const h=t();(e=>{for(const[t,r]of s)e-r.startedAt>=n&&s.delete(t)})(h);const p=s.get(u.request);return"post"===r?(p??d(u,e,h)).response:(f=p??((e,t,n)=>{const r=c.get(e.endpoint);if(r&&r.identity.body!==e.body){const e=o.j$.cancelled();for(const t of r.waiters)t(e);s.get(r.identity.request)===r&&s.delete(r.identity.request)}const i=d(e,t,n);c.set(e.endpoint,i);const a=()=>{c.get(e.endpoint)===i&&c.delete(e.endpoint)};return i.response.then(a,a),i})(u,e,h),new Promise((e,t)=>{f.waiters.add(t),f.response.then(e,t).then(()=>f.waiters.delete(t))}));var f}}var l=n(875);function d(e){console.error("[http] the unauthorized handler failed",e)}var u=n(6702),h=n(3110);function p(e={}){let t,n,o=e.getGrantToken,i=[...e.grantEndpointPatterns??[]];const s=r.A.create({baseURL:e.baseURL,timeout:e.timeout??0,adapter:c({now:e.now,windowMs:e.dedupWindowMs??1e3})});return s.interceptors.request.use((0,u.Z)({getGrantToken:()=>o?.(),getEndpointPatterns:()=>i})),s.interceptors.response.use(void 0,function(e){return async function(t){const n=e.getRefresher(),r=(0,h.F0)(t)?t.config:void 0;if(!n||!r||r.replayedAfterRefresh||r.signal?.aborted)throw t;if(!(0,l.e)(t).isUnauthorized)throw t;if(!await n().catch(()=>!1))throw t;const o=h.$t.from(r.headers);return o.delete(u.N),e.instance.request({...r,headers:o,replayedAfterRefresh:!0})}}({instance:s,getRefresher:()=>n})),s.interceptors.response.use(void 0,function(e){return function(t){const n=(0,l.e)(t,e);if(n!==t&&n.isUnauthorized){const t=e.getUnauthorizedHandler();t&&function(e,t){try{const r=e(t);null!==(n=r)&&"object"==typeof n&&"function"==typeof n.then&&r.then(void 0,d)}catch(e){d(e)}var n}(t,n)}return Promise.reject(n)}}({messages:e.messages,getLocale:e.getLocale,getUnauthorizedHandler:()=>t})),{axios:s,setUnauthorizedHandler(e){t=e},setGrantTokenProvider(e){o=e},setSessionRefresher(e){n=e},setGrantEndpointPatterns(e){i=[...e]}}}},9161(e,t,n){n.d(t,["h",0,{"zh-CN":{policyCheckViolation:"该单据不符合费用标准，无法提交"},"en-US":{policyCheckViolation:"this bill does not meet the expense standard, cannot submit"}}])},6435(e,t,n){n.d(t,{P:()=>i,Y:()=>o});const r=/^([a-z][a-z\d+\-.]*:)?\/\//i;function o(){return globalThis.location?.href??"http://localhost/"}function i(e,t=o()){const n=function(e){const t=e.url??"",{baseURL:n}=e;return!n||r.test(t)&&!1!==e.allowAbsoluteUrls?t:t?`${n.replace(/\/+$/,"")}/${t.replace(/^\/+/,"")}`:n}(e);try{return new URL(n,t).href}catch{return n}}},875(e,t,n){n.d(t,{h:()=>h,e:()=>m});var r=n(3110),o=n(6163),i=n(9161);function s(e,t){return null!==e&&"object"==typeof e?e[t]:void 0}function a(e,t){if(null!==e&&"object"==typeof e&&!Array.isArray(e))try{return e[t]}catch{return}}function c(e){return"string"==typeof e&&""!==e?e:"number"==typeof e&&Number.isFinite(e)?String(e):void 0}function l(e){return null!=e&&""!==e}function d(...e){return e.find(l)}function u(e){return!0===a(e,"hiddenMessage")||!0===a(e,"hideMessage")}const h="error:unknown";function p(e){return e.length>1e3?`${e.slice(0,1e3)}…`:e}function f(e){if("string"==typeof e)return p(e);if("number"==typeof e||"boolean"==typeof e)return String(e);try{const t=JSON.stringify(e);return void 0===t?void 0:p(t)}catch{return}}function g(e,t,n){const{status:r}=e,l=e.data,h="string"==typeof e.statusText?e.statusText:"",p=t.message,g={status:r,data:l,showMessage:403!==r,cause:t};try{const e=function(e){const t=a(e,"error"),n="string"==typeof t?t:a(t,"message");return{code:c(a(t,"code")),message:d(n,a(e,"message"),a(e,"msg")),errorCode:c(d(a(e,"errorCode"),a(t,"errorCode"),a(e,"code"))),hidden:u(e)||u(t)}}(l),t=g.showMessage&&!e.hidden;if(function(e){try{const t=Array.isArray(e)?e:"string"==typeof e?function(e){if(e.length>1e6)return;const t=e.indexOf("["),n=e.lastIndexOf("]");if(!(t<0||n<=t))try{const r=JSON.parse(e.slice(t,n+1));return Array.isArray(r)?r:void 0}catch{return}}(e):void 0;return!(!t||0===t.length)&&"policyCheck"===s(t[0],"type")&&t.some(e=>!1===s(e,"allowSubmit"))}catch{return!1}}(e.message)){const r=function(e){const t=e.messages??i.h;return t[e.getLocale?.()??"zh-CN"]??t["zh-CN"]}(n).policyCheckViolation,{errorCode:s}=e;return new o.j$({...g,code:o.SG,message:r,showMessage:t,errorCode:s})}return new o.j$({...g,code:e.code??String(r),message:f(e.message)||h||p,showMessage:t,errorCode:e.errorCode})}catch{return new o.j$({...g,code:String(r),message:h||p})}}function m(e,t={}){if(e instanceof o.j$)return e;if((0,r.F0)(e))return e.response?g(e.response,e,t):new o.j$({code:e.code||h,message:e.message,cause:e});const n=e instanceof Error?e.message:f(e);return new o.j$({code:h,message:n||"Unknown error",cause:e})}},7679(e,t,n){n.d(t,{Q:()=>o});const r="zh-CN";function o(e){if("string"!=typeof e)return r;const t=e.trim().toLowerCase().replace("_","-");return"en"===t||t.startsWith("en-")?"en-US":r}n.d(t,["Y",0,["zh-CN","en-US"]])},7799(e,t,n){n.d(t,{h:()=>s,E:()=>i});var r=n(2635),o=n(1831);const i={"zh-CN":{translation:{app:{title:"费用管理",loading:"正在加载…",skipToContent:"跳到主要内容"},error:{unknownProblem:"未知问题，请联系系统管理员",imageAlt:"出错了",retry:"重新加载",backHome:"返回首页",details:"错误详情",configInvalid:"配置文件无效，已使用默认配置：{{reason}}"},login:{title:"登录",notLoggedIn:"您尚未登录，请从所在应用重新进入",hint:"本应用通过所在的企业应用登录。请关闭页面后从企业应用中重新打开。",retry:"重新登录"},signIn:{signingIn:"正在登录…",ssoFailed:"SSO登录失败",sessionExpired:"会话已过期，请刷新页面或关闭后重新打开",wechatApiVerify:"微信api验证错误，刷新重试或关闭后重新打开",enterFailed:"无法进入应用：{{reason}}",noCode:"没有获取到code",bankLoginFailed:"登录失败",loginIdentityExpired:"您的登录身份已过期，请退出应用后重新进入",cloudOfficeRetry:"您的账号正在准备中，请稍后重试",hostNoAnswer:"所在的应用没有响应，请关闭后重新打开",notSupported:"暂不支持，请咨询系统管理员",notSupportedWeb:"暂不支持",systemError:"系统异常，请联系管理员",fileTooLarge:"文件过大，请压缩后重新上传",errorTitle:"Error",noticeTitle:"提示",ok:"确定",retry:"重试",failedTitle:"无法登录",initializingTitle:"信息初始化中",initializing:"您的企业信息正在初始化，请稍后重新打开应用。"},enterprise:{title:"选择企业",hint:"您的账号未关联企业，请选择要进入的企业。",empty:"没有可选择的企业",loadFailed:"企业列表加载失败，请重试",current:"当前企业",loading:"正在加载企业列表…",retry:"重试",list:"可进入的企业",switching:"正在进入 {{name}}…"},home:{hello:"您好，",title:"首页",welcome:"欢迎使用费用管理",todos:"待办",todosFailed:"待办加载失败",nothingNeedsYou:"没有需要您处理的事项",nothingNeedsYouHint:"新的审批、支付和被驳回的单据会出现在这里。",recent:"我最近的单据",recentFailed:"最近的单据加载失败",noRecent:"您还没有单据",allBills:"全部单据",create:"新建单据",createFailed:"单据类型加载失败",noTypes:"没有可新建的单据类型，请联系管理员",more:"更多单据类型",adminAreas:"管理",todo:{approve:"待我审批",pay:"待支付",send:"待寄送",receive:"待收单",drafts:"待提交",rejected:"已驳回",payFailed:"支付失败"}},frame:{tabs:"主导航",home:"首页",bills:"单据",approval:"审批",me:"我的",back:"返回",more:"更多",account:"账户：{{name}}",topBar:"页面标题栏"},account:{title:"我的",corporation:"当前企业",switchCorporation:"切换企业",settings:"设置",fontSize:"字号",small:"小",normal:"标准",large:"大",signOut:"退出登录",signOutConfirm:"确定退出登录吗？",signOutHint:"退出后需要重新登录才能使用。"},signedOut:{title:"您已退出登录",inHost:"请从所在的企业应用重新进入。",onWeb:"如需继续使用，请重新登录。",signInAgain:"重新登录"},turnedOff:{title:"此功能已关闭",body:"您所在的企业已关闭“{{name}}”。如有疑问，请联系管理员。"},microApp:{notFoundTitle:"页面不存在",notFound:"没有找到这个页面，请检查地址或从导航重新进入。",failedTitle:"这部分加载失败",failed:"{{name}} 暂时无法使用，页面的其他部分不受影响。",retry:"重试",loading:"正在加载 {{name}}…",nav:"应用导航"},settings:{language:"语言",theme:"主题",light:"浅色",dark:"深色"}}},"en-US":{translation:{app:{title:"Expense",loading:"Loading…",skipToContent:"Skip to main content"},error:{unknownProblem:"unknown problem, please contact the system administrator",imageAlt:"Something went wrong",retry:"Reload",backHome:"Back to home",details:"Error details",configInvalid:"The configuration file is invalid; defaults are used: {{reason}}"},login:{title:"Sign in",notLoggedIn:"You are not signed in. Please reopen the app from your workplace app.",hint:"This app signs you in through the workplace app that opened it. Close this page and open it again from there.",retry:"Sign in again"},signIn:{signingIn:"Signing in…",ssoFailed:"SSO sign-in failed",sessionExpired:"Your session has expired. Refresh the page, or close it and open it again.",wechatApiVerify:"WeChat API verification failed. Refresh to retry, or close and reopen.",enterFailed:"Cannot enter the app: {{reason}}",noCode:"No auth code was obtained",bankLoginFailed:"Sign-in failed",loginIdentityExpired:"Your login identity has expired, please exit the app and re-enter",cloudOfficeRetry:"Your account is being prepared. Please try again shortly.",hostNoAnswer:"The app you opened this from did not answer. Close it and open it again.",notSupported:"not supported yet, consult the system administrator",notSupportedWeb:"not supported",systemError:"System error, please contact the administrator",fileTooLarge:"The file is too large. Compress it and upload it again.",errorTitle:"Error",noticeTitle:"Notice",ok:"OK",retry:"Retry",failedTitle:"Cannot sign in",initializingTitle:"Setting up your account",initializing:"Your company information is being set up. Open the app again a little later."},enterprise:{title:"Select an enterprise",hint:"Your account is not linked to an enterprise yet. Choose the one to enter.",empty:"No enterprise to choose from",loadFailed:"The enterprise list could not be loaded. Please retry.",current:"Current enterprise",loading:"Loading enterprises…",retry:"Retry",list:"Enterprises you can enter",switching:"Opening {{name}}…"},home:{hello:"Hello, ",title:"Home",welcome:"Welcome to Expense",todos:"To do",todosFailed:"Your to-dos could not be loaded",nothingNeedsYou:"Nothing needs you right now",nothingNeedsYouHint:"New approvals, payments and returned bills show up here.",recent:"My recent bills",recentFailed:"Your recent bills could not be loaded",noRecent:"You have no bills yet",allBills:"All bills",create:"New bill",createFailed:"Bill types could not be loaded",noTypes:"There is no bill type you can start; ask your administrator",more:"More bill types",adminAreas:"Administration",todo:{approve:"To approve",pay:"To pay",send:"To send",receive:"To receive",drafts:"Drafts",rejected:"Rejected",payFailed:"Payment failed"}},frame:{tabs:"Main",home:"Home",bills:"Bills",approval:"Approval",me:"Me",back:"Back",more:"More",account:"Account: {{name}}",topBar:"Page title bar"},account:{title:"Me",corporation:"Company",switchCorporation:"Switch company",settings:"Settings",fontSize:"Text size",small:"Small",normal:"Standard",large:"Large",signOut:"Sign out",signOutConfirm:"Sign out?",signOutHint:"You will need to sign in again to use the app."},signedOut:{title:"You have signed out",inHost:"Open the app again from your workplace app to continue.",onWeb:"Sign in again to continue.",signInAgain:"Sign in again"},turnedOff:{title:"This feature has been turned off",body:'"{{name}}" has been turned off for your company. Ask your administrator if you need it.'},microApp:{notFoundTitle:"Page not found",notFound:"There is no such page here. Check the address or use the navigation.",failedTitle:"This part failed to load",failed:"{{name}} is unavailable for now; the rest of the page still works.",retry:"Retry",loading:"Loading {{name}}…",nav:"Applications"},settings:{language:"Language",theme:"Theme",light:"Light",dark:"Dark"}}}};function s(e="zh-CN"){const t=r.Ay.createInstance();return t.use(o.r).init({resources:i,lng:e,fallbackLng:"zh-CN",supportedLngs:["zh-CN","en-US"],interpolation:{escapeValue:!1},returnNull:!1,initAsync:!1}),t}},9328(e,t,n){n.d(t,{Y:()=>l});var r=n(6540),o=n(8484),i=n(1352),s=n(7679);const a=new WeakMap,c=()=>()=>{};function l(){const e=(0,r.useContext)(i.gJ)?.i18n??(0,o.T)(),t=(0,r.useSyncExternalStore)(function(e){if(!e)return c;let t=a.get(e);return t||(t=t=>(e.on("languageChanged",t),()=>e.off("languageChanged",t)),a.set(e,t)),t}(e),()=>e?.language);return(0,s.Q)(t)}},7949(e,t,n){n.d(t,{z:()=>o});var r=n(9328);function o(e){return e[(0,r.Y)()]}},5764(e,t,n){var r=n(4848),o=n(1380),i=n(5338),s=n(2600),a=n(3679);const c=a.DU`
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
`;var l=n(8322),d=n(6540);const u=()=>Promise.all([n.e(762),n.e(830)]).then(()=>n(1830)),h=(0,d.lazy)(async()=>({default:(await u()).OverlayHost})),p=(0,d.lazy)(async()=>({default:(await u()).LayerOutlet}));function f(){return(0,r.jsxs)(d.Suspense,{fallback:null,children:[(0,r.jsx)(h,{}),(0,r.jsx)(p,{})]})}function g({root:e,router:t}){return(0,r.jsxs)(l.V,{root:e,children:[(0,r.jsx)(c,{}),(0,r.jsx)(s.pg,{router:t}),(0,r.jsx)(f,{})]})}const m={apiBase:"/api",grantEndpointPatterns:[],registryUrl:null,registryFallbackUrl:null,featbit:{mode:"streaming",sdkKey:null,streamingUrl:null,pollingUrl:null,eventsUrl:null},identityProvider:{host:null,clientId:"client-app",crossOrigin:!1},businessCenter:{host:null},hosts:{sdkUrls:{wecom:"https://res.wx.qq.com/open/js/jweixin-1.2.0.js",dingtalk:"https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js",feishu:"https://lf1-cdn-tos.bytegoofy.com/goofy/lark/op/h5-js-sdk-1.5.16.js"},wecomSsoUrl:"https://open.weixin.qq.com/connect/oauth2/authorize",authorizeUrls:{dingtalk:"https://login.dingtalk.com/oauth2/auth",feishu:"https://open.feishu.cn/open-apis/authen/v1/index"},postEventOrigin:null,allowedMessageOrigins:[],sdkTimeoutMs:15e3},lab:{enabled:!1,crashRoute:!1,host:null}},y=e=>"object"==typeof e&&null!==e&&!Array.isArray(e);function x(e,t,n,r,o){const i=e[t];return null==i?n:"string"==typeof i&&i.length<=2048?i:(r.push(`${o}${t} must be a string`),n)}function b(e,t,n,r){const o=e[t];return void 0!==o&&("boolean"==typeof o?o:(n.push(`${r}${t} must be true or false`),!1))}function w(e,t,n){const r=e[t];return void 0===r?{}:y(r)?r:(n.push(`${t} must be an object`),{})}function v(e,t,n,r){const o=e[t];return void 0===o?n:y(o)&&Object.values(o).every(e=>"string"==typeof e)?{...n,...o}:(r.push(`hosts.${t} must map host ids to script URLs`),n)}function $(e,t){const n=e.allowedMessageOrigins;return void 0===n?[]:Array.isArray(n)&&n.every(e=>"string"==typeof e&&"*"!==e)?n:(t.push('hosts.allowedMessageOrigins must be a list of origins, without "*"'),[])}function k(e,t,n){const r=e.sdkTimeoutMs;return void 0===r?t:"number"==typeof r&&Number.isFinite(r)&&r>0?Math.min(r,12e4):(n.push("hosts.sdkTimeoutMs must be a positive number of milliseconds"),t)}function j(e,t){const n=m.hosts,r=w(e,"authorizeUrls",t),o=x(e,"postEventOrigin",null,t,"hosts.");return"*"===o&&t.push('hosts.postEventOrigin must name one origin, not "*"'),{sdkUrls:v(e,"sdkUrls",n.sdkUrls,t),wecomSsoUrl:x(e,"wecomSsoUrl",n.wecomSsoUrl,t,"hosts.")??n.wecomSsoUrl,authorizeUrls:{dingtalk:x(r,"dingtalk",n.authorizeUrls.dingtalk,t,"hosts.authorizeUrls.")??n.authorizeUrls.dingtalk,feishu:x(r,"feishu",n.authorizeUrls.feishu,t,"hosts.authorizeUrls.")??n.authorizeUrls.feishu},postEventOrigin:"*"===o?null:o,allowedMessageOrigins:$(e,t),sdkTimeoutMs:k(e,n.sdkTimeoutMs,t)}}function A(e,t){const n=e.mode;return void 0===n||"streaming"===n?"streaming":"polling"===n?"polling":(t.push('featbit.mode must be "streaming" or "polling"'),"streaming")}const S="/app-config.json";function I(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const E=-32600,O=-32603;class P extends Error{constructor(e,t,n){super(t),I(this,"code",void 0),I(this,"data",void 0),I(this,"name",void 0),this.code=e,this.data=n,this.name="RpcError"}}function C(e={},t=-32603){const n=new Map(Object.entries(e));return{register:(e,t)=>(n.set(e,t),()=>{n.get(e)===t&&n.delete(e)}),async run(e,r,o){const i=n.get(e);if(!i)return{error:{code:-32601,message:"No handler found for method"}};try{const e=await i(r,o);return{result:void 0===e?null:e}}catch(e){if(e instanceof P)return{error:{code:e.code,message:e.message}};const n=e instanceof Error?e.message:String(e);return{error:{code:t,message:n}}}}}}function T(e){return"string"==typeof e&&e.length<=200||"number"==typeof e&&Number.isFinite(e)}function N(e,t,n,r){const o={jsonrpc:"2.0",id:n,...r};try{e.postMessage(t?JSON.stringify(o):o)}catch(t){const r={code:O,message:`Result could not be sent: ${String(t)}`};e.postMessage({jsonrpc:"2.0",id:n,error:r})}}class z extends Error{constructor(...e){var t,n;super(...e),n="RpcParamsError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}function R(e){const t=e.config.hosts.allowedMessageOrigins;if(0===t.length)return()=>{};const n=e.window??window,r=function({root:e,navigate:t}){return{"app.ping":()=>({ok:!0}),"session.get":()=>({status:e.session.status,staffId:e.session.staff?.id??null,corporationId:e.session.corporationId,locale:e.locale.locale}),"app.navigate":e=>(t(function(e){const t=e?.path;if("string"!=typeof t||!t.startsWith("/")||t.startsWith("//")||t.length>2048)throw new z("params.path must be a path inside the app, starting with one /");return t}(e)),{ok:!0})}}(e),o=function(e){const t=new Set(e.allowedOrigins.filter(e=>"*"!==e)),n=C(e.handlers,-1),r=e=>{if(!t.has(e.origin))return;const r=function(e){if(null===e||"object"!=typeof e||Array.isArray(e))return null;const t=e;return"1"===t.rpc?t:null}(e.data);if(!r||!T(r.id)||"result"in r||"error"in r)return;const{id:o,method:i,params:s}=r,a=t=>function(e,t){const n=e.source;if(n)try{!function(e){return"window"in e&&e.window===e}(n)?n.postMessage(t):n.postMessage(t,e.origin)}catch{}}(e,t);"string"==typeof i&&""!==i?n.run(i,s,{origin:e.origin}).then(e=>a({rpc:"1",id:o,...e})):a({rpc:"1",id:o,error:{code:E,message:"Invalid request"}})};return e.window.addEventListener("message",r),{register:(e,t)=>n.register(e,t),dispose:()=>e.window.removeEventListener("message",r)}}({window:n,allowedOrigins:t,handlers:r}),i=[],s=function({allowedOrigins:e,onMessage:t,window:n=window}){const r=new Set(e.filter(e=>"*"!==e)),o=e=>{r.has(e.origin)&&t(e.data,e)};return n.addEventListener("message",o),()=>n.removeEventListener("message",o)}({allowedOrigins:t,window:n,onMessage:(e,t)=>{const n=t.ports[0];"expense:rpc-connect"===e?.type&&n&&(i.push(function({port:e,handlers:t}){const n=C(t,O),r=t=>{const r=function(e){if("string"!=typeof e)return{value:e,asText:!1};try{return{value:JSON.parse(e),asText:!0}}catch{return{parseError:!0}}}(t.data);if("parseError"in r)return void N(e,!0,null,{error:{code:-32700,message:"Parse error"}});const o=function(e){if(null===e||"object"!=typeof e||Array.isArray(e))return{kind:"invalid",id:null};const t=e,n="id"in t&&void 0!==t.id,r=!n||null===t.id||T(t.id),o=n&&r?t.id:null;if("2.0"===t.jsonrpc&&!("method"in t)&&("result"in t||"error"in t))return{kind:"response"};const{method:i,params:s}=t,a=void 0===s||null!==s&&"object"==typeof s;return"2.0"===t.jsonrpc&&"string"==typeof i&&r&&a?n?{kind:"request",id:o,method:i,params:s}:{kind:"notification",method:i,params:s}:{kind:"invalid",id:o}}(r.value);"response"!==o.kind&&("invalid"!==o.kind?n.run(o.method,o.params,{}).then(t=>{"request"===o.kind&&N(e,r.asText,o.id,t)}):N(e,r.asText,o.id,{error:{code:E,message:"Invalid Request"}}))};return e.addEventListener("message",r),e.start?.(),{register:(e,t)=>n.register(e,t),dispose:()=>e.removeEventListener("message",r)}}({port:n,handlers:r})),n.start())}});return()=>{o.dispose(),s();for(const e of i)e.dispose()}}const M="expense.tabSession",L="expense.entry",_=["ekbCorpId","appId","corpId","appid","attr","needPostEvent","HIDE_WX_MENU","type","oemPlatform","sdkName","mode","userId","deviceType","platform"],U=["code","auth_code","sso_auth","accessToken","ticket","tempToken"];function B(e,t){try{const n=JSON.parse(e?.getItem(t)??"null");return"object"!=typeof n||null===n||Array.isArray(n)?null:n}catch{return null}}function D(e,t,n){try{e?.setItem(t,JSON.stringify(n))}catch{}}function H(e){try{e?.removeItem(M)}catch{}}function F(e){const t=new Map;return{getItem(n){const r=t.get(n);if(void 0!==r)return r;try{const t=e?.getItem(n);return"string"==typeof t?t:null}catch{return null}},setItem(n,r){try{if(!e)throw new Error("no storage");e.setItem(n,r),t.delete(n)}catch{t.set(n,r)}},removeItem(n){t.delete(n);try{e?.removeItem(n)}catch{}}}}function G(){try{return"undefined"==typeof window?void 0:window.localStorage}catch{return}}function W(e){return"object"==typeof e&&null!==e&&!Array.isArray(e)}function Y(e,t=256){return"number"==typeof e&&Number.isFinite(e)?String(e):"string"!=typeof e||""===e.trim()||e.length>t?void 0:e}function q(e){const t="string"==typeof e&&""!==e.trim()?Number(e):e;return"number"==typeof t&&Number.isFinite(t)?t:void 0}function K(e,t){return W(e)?e[t]:void 0}function V(e){if(null!==e)try{return JSON.parse(e)}catch{return}}const J="expense:idp-login-state";function Z(e){const t=F(e);return{read:()=>function(e){if(!W(e))return;const t=Y(e.refreshToken,16384);if(!t)return;const n=Y(e.authCode,4096),r=function(e){if(!W(e))return;const t=Y(e.id);if(!t)return;const n=Y(e.corpId),r=Y(e.userId);return{id:t,...n?{corpId:n}:{},...r?{userId:r}:{}}}(e.staff);return{refreshToken:t,...n?{authCode:n}:{},...r?{staff:r}:{}}}(V(t.getItem(J))),write:e=>t.setItem(J,JSON.stringify(e)),clear:()=>t.removeItem(J)}}const Q=(e,t,n)=>Y(K(e,t)??K(e,n),16384);function X(e){if(!W(e))return;const t=Q(e,"access_token","accessToken"),n=Q(e,"refresh_token","refreshToken"),r=q(e.expires_in??e.expiresIn);if(!t||!n||void 0===r||r<0)return;const o=Q(e,"id_token","idToken"),i=q(e.expires_at??e.expiresAt);return{pair:{access_token:t,refresh_token:n,...o?{id_token:o}:{},expires_in:r},givenAt:void 0!==i&&i>0?i:void 0}}const ee=/^[A-Za-z0-9_.-]{1,64}$/;function te(e,t){const n=F(e),r=function(e){return`expense:idp-grant:${function(e){const t=e.split("/").find(e=>""!==e);return t&&ee.test(t)?t:"root"}(e)}`}(t);return{key:r,read:()=>function(e){const t=X(e);if(t&&void 0!==t.givenAt)return{...t.pair,expires_at:t.givenAt}}(V(n.getItem(r))),write:e=>n.setItem(r,JSON.stringify(e)),clear:()=>n.removeItem(r)}}const ne=["wecom-session"],re="expense.signedOut",oe="/signed-out";function ie(e){try{return decodeURIComponent(e.replace(/\+/g," "))}catch{return}}function se(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const ae="error:idp:missing-authcode",ce="error:auth:invalid-answer";class le extends Error{constructor(e){super(e.message,void 0===e.cause?void 0:{cause:e.cause}),se(this,"name","AuthError"),se(this,"code",void 0),se(this,"status",void 0),this.code=e.code,this.status=e.status}}class de extends le{constructor(...e){super(...e),se(this,"name","IdentityProviderError")}}function ue(e){if("object"!=typeof e||null===e)return;const t=e.code;return"string"==typeof t?t:"number"==typeof t?String(t):void 0}function he(e){if("object"!=typeof e||null===e)return;const t=e.status;return"number"==typeof t?t:void 0}function pe(e){return new le({code:ce,message:`The ${e} answer is malformed`})}async function fe(e,t){const n={locale:t.locale,...t.accessToken?{accessToken:t.accessToken}:{}},{data:r}=await e.axios.get((o=t.deviceType,`/v1/organization/staffs/staffSetting/${encodeURIComponent(o)}`),{params:n});var o;const i=K(r,"value"),s=Y(K(i,"id")),a=Y(K(i,"corporationId"));if(!s||!a)throw pe("staff setting");const c=Y(K(i,"language"),32);return{id:s,corporationId:a,...c?{language:c}:{}}}const ge=/Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i;function me(e){return"string"==typeof e&&ge.test(e)}const ye=new Map([["zh","zh-CN"],["zh-cn","zh-CN"],["en","en-US"],["en-us","en-US"]]);function xe(e){if("string"==typeof e)return ye.get(e.trim().toLowerCase().replace("_","-"))}const be=e=>"object"==typeof e&&null!==e&&!Array.isArray(e),we=e=>"string"==typeof e&&""!==e.trim()?e.slice(0,256):void 0;class ve extends Error{constructor(...e){var t,n;super(...e),n="StaffRecordError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}async function $e(e){return function(e){const t=be(e)?e.value:void 0,n=be(t)?t.staff:void 0;if(!be(t)||!be(n))throw new ve("The current-staff record has no staff");const r=we(n.id),o=we(n.name);if(!r||!o)throw new ve("The current-staff record has no staff id or name");const i=Array.isArray(t.permissions)?t.permissions.filter(e=>"string"==typeof e):[],s=be(n.defaultDepartment)?we(n.defaultDepartment.id):we(n.defaultDepartment);return{staff:{id:r,name:o,corporationId:we(n.corporationId)??"",userId:we(n.userId),departmentId:s,external:!0===n.external},permissions:i,isAuthorized:!0===t.isAuthorized,home5:!0===t.home5}}((await e.axios.get("/v1/organization/staffs/me")).data)}var ke=n(6163);const je=e=>e instanceof ke.j$&&e.isUnauthorized,Ae=e=>e instanceof Error?e.message:String(e);async function Se(e,t,n){e.session.granted(t.accessToken);const[r,o]=await Promise.allSettled([fe(e.http,{deviceType:me(n.userAgent)?"MOBILE":"DESKTOP",locale:e.locale.locale,accessToken:t.accessToken}),$e(e.http)]);if("rejected"===r.status&&je(r.reason))return e.session.unauthorized(),e.session.status;"rejected"===r.status&&console.warn("[sign-in] the staff setting could not be loaded:",Ae(r.reason));const i="fulfilled"===r.status?r.value.language:void 0,s=(void 0===t.language?void 0:xe(t.language))??(i?xe(i):void 0);return s&&!n.localeRemembered&&e.locale.setLocale(s),"fulfilled"===o.status?e.session.signedIn({...o.value,accessToken:t.accessToken,isAssistPlatform:t.isAssistPlatform}):je(o.reason)?e.session.unauthorized():e.session.failed(Ae(o.reason)),e.session.status}function Ie(e){return{name:e instanceof Error?e.name:typeof e,code:ue(e),status:he(e),message:e instanceof Error?e.message.slice(0,300):void 0}}function Ee(e){const t=e?.split(".")[1];if(!t)return{};let n;try{n=JSON.parse(function(e){const t=e.replace(/-/g,"+").replace(/_/g,"/"),n=atob(t.padEnd(t.length+(4-t.length%4)%4,"=")),r=Uint8Array.from(n,e=>e.charCodeAt(0));return new TextDecoder("utf-8",{fatal:!0}).decode(r)}(t))}catch{return{}}if(!W(n))return{};const r={},o=Y(n.userId),i=Y(n.corpId),s=Y(n.staffId);return o&&(r.userId=o),i&&(r.corpId=i),s&&(r.staffId=s),r}function Oe(){return new le({code:ae,message:"No auth code found"})}function Pe(e){const{clock:t,log:n,loginState:r}=e,o=function(e){const{idp:t,loginState:n,tokenPairs:r}=e;let o=r.read(),i=0;const s=async(e,t)=>{const s=i;let a;try{a=await e}catch(e){if(ue(e)===ke.$L&&o)return o;throw e}if(s!==i)throw new le({code:"error:auth:signed-out",message:"Signed out during the token call"});return((e,t)=>{const i=e.id_token??o?.id_token,s=i?{...e,id_token:i}:e,a=Ee(s.id_token),c=a.staffId?{id:a.staffId,corpId:a.corpId,userId:a.userId}:n.read()?.staff;return o=s,r.write(s),n.write({authCode:t,refreshToken:s.refresh_token,staff:c}),s})(a,t)},a=e=>s(t.token({grantType:"authorization_code",code:e}),e);return{current:()=>o,exchangeCode:a,async refreshWith(r){const o=t.token({grantType:"refresh_token",refreshToken:r});try{return await s(o,n.read()?.authCode)}catch(r){if("error:idp:refresh-token-invalid"!==ue(r)||!e.crossOrigin)throw r;return(async()=>{const r=n.read()?.staff;if(!r)throw new le({code:"error:auth",message:"No staff id found"});const o=await t.authorize({corpId:r.corpId,staffId:r.id,userId:r.userId,redirectUri:e.redirectUri});return a(o)})()}},clear(){i+=1,o=void 0,r.clear(),n.clear()}}}(e);let i,s;const a=()=>{if(!i){const e=r.read()?.refreshToken??o.current()?.refresh_token,t=e?o.refreshWith(e):Promise.reject(Oe());i=t.finally(()=>{i=void 0})}return i},c=()=>{i||a().catch(e=>{n.warn("[auth] silent token refresh failed",Ie(e))})},l=e=>t.now()>=e.expires_at-6e5,d=()=>{void 0!==s&&t.clearInterval(s),s=void 0};return{async finishLogin(e){const n=e||void 0,i=r.read();let d;if(!i||void 0!==n&&n!==i.authCode){if(!n)throw Oe();d=await o.exchangeCode(n)}else d=await a();return s??(s=t.setInterval(()=>{const e=o.current();e&&l(e)&&c()},3e3)),d},async getAccessToken(){const e=o.current();if(e)return t.now()>=e.expires_at?(await a()).access_token:(l(e)&&c(),e.access_token)},currentAccessToken:()=>o.current()?.access_token,refresh:a,stop:d,logout(){d(),o.clear()}}}const Ce={now:()=>Date.now(),setTimeout:(e,t)=>globalThis.setTimeout(e,t),clearTimeout:e=>globalThis.clearTimeout(e),setInterval:(e,t)=>globalThis.setInterval(e,t),clearInterval:e=>globalThis.clearInterval(e)};var Te=n(3110);function Ne(e){const t=K(e,"error");return{code:Y(K(t,"code"))??Y(K(e,"code")),message:Y(K(t,"message"),1e3)??Y(K(e,"message"),1e3)}}const ze="client-app";function Re(e,t){const n=Ne(e);return new de({code:n.code??ce,message:n.message??`The identity provider answered without ${t}`})}function Me(e){const{http:t}=e,n=e.clock??Ce,r=e.host.replace(/\/+$/,""),o=e.clientId??ze,i=async(e,n,o)=>{try{return(await t.axios.post(`${r}${e}`,n,o)).data}catch(e){throw function(e){if(e instanceof ke.j$&&e.isIgnorable)return e;if(e instanceof de)return e;if(!(e instanceof ke.j$)){const t=e instanceof Error?e.message:"Identity provider call failed";return new de({code:"error:unknown",message:t,cause:e})}const{status:t}=e;if(void 0===t)return new de({code:e.code,message:e.message,cause:e});const n=Ne(e.data),r=(0,Te.F0)(e.cause)?e.cause.response?.statusText:void 0;return new de({code:n.code??String(t),message:n.message??(r||e.message),status:t,cause:e})}(e)}};return{async token(e){const t="authorization_code"===e.grantType?{code:e.code}:{refreshToken:e.refreshToken},r=await i("/api/idp/public/oauth2/token",{clientId:o,grantType:e.grantType,...t},{dedupe:"token"}),s=function(e,t){const n=X(e);if(!n)return;const{pair:r,givenAt:o}=n,i=void 0===o?t+1e3*r.expires_in:o<1e12?1e3*o:o;return{...r,expires_at:i}}(K(r,"data"),n.now());if(!s)throw Re(r,"a token pair");return s},async authorize({corpId:e,staffId:t,userId:n,redirectUri:r}){const s=await i("/api/idp/public/oauth2/authorize",{requestedIdentity:{corpId:e,staffId:t,userId:n,tokenType:"staff"},grantType:"authorize",clientId:o,redirectUri:r},{withCredentials:!0}),a=Y(K(K(s,"data"),"code"),4096);if(!a)throw Re(s,"a code");return a}}}const Le="https://idp.example.com",_e=new Set(["localhost","127.0.0.1"]),Ue=["release","test","staging","dev"];function Be(e,t){const n=t?.trim();if(n)return n.replace(/\/+$/,"");let r;try{r=new URL(e)}catch{return Le}const o=r.hostname.toLowerCase();return _e.has(o)?r.origin:Ue.some(e=>o.includes(e))?"https://idp-release.example.com":Le}const De="expense:session-token",He="expense:corporation-id";function Fe(e){const t=t=>function(e){const t=ue(e);if(void 0!==t&&ke.Yi.includes(t))return!0;const n=e?.errorCode;return!("string"!=typeof n||!ke.Yi.includes(n))||401===he(e)}(t)?{kind:"unauthorized"}:(e.log.error("[auth] sign-in failed",Ie(t)),{kind:"failed",message:{key:"systemError"}}),n=async()=>{try{const t=function(e){const{params:t}=e,n=F(e.storage),r=Y(n.getItem(De),4096),o=Y(n.getItem(He));if(t.loginBySession&&r)return{accessToken:r,corporationId:o};const i=Y(t.corpId??t.ekbCorpId),s=Y(t.accessToken,4096);if(t.singlePoint&&i&&s)return n.setItem(De,s),n.setItem(He,i),{accessToken:s,corporationId:i};if(o)return{corporationId:o};throw new le({code:"401",message:"未登录，请重新进入应用",status:401})}({params:e.params,storage:e.storage}),n=await async function(e,t){const n=t?{params:{accessToken:t}}:{},{data:r}=await e.axios.get("/account/v2/session",n),o=K(r,"value"),i=Y(K(o,"id"),4096);if(!W(o)||!i)throw pe("account session");const s=Y(K(o.staffSetting,"language"),32),a=Y(K(r,"corporationId"))??Y(o.corporationId),c=Y(o.userId)??Y(K(r,"userId"));return{accessToken:i,isAssistPlatform:!0===o.isAssistPlatform,...s?{language:s}:{},...a?{corporationId:a}:{},...c?{userId:c}:{}}}(e.http,t.accessToken),r=n.corporationId??t.corporationId;return{kind:"signed-in",session:{...n,...r?{corporationId:r}:{}}}}catch(e){return t(e)}};return async r=>{try{const t=await e.session.finishLogin(r),{corpId:n,userId:o}=Ee(t.id_token);return{kind:"signed-in",session:{accessToken:t.access_token,...n?{corporationId:n}:{},...o?{userId:o}:{}}}}catch(e){return ue(e)===ae?n():t(e)}}}var Ge=n(5907);function We(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Ye extends Error{constructor(e,t,n,r){super(n),We(this,"status",void 0),We(this,"code",void 0),We(this,"body",void 0),We(this,"name",void 0),this.status=e,this.code=t,this.body=r,this.name="HostHttpError"}}const qe=e=>"object"==typeof e&&null!==e&&!Array.isArray(e),Ke=e=>"string"==typeof e||"number"==typeof e?e:void 0,Ve=e=>"string"==typeof e&&""!==e.trim()?e.slice(0,1e3):void 0;function Je(e){if(!(e instanceof ke.j$))return e;const t=function(e){if(!qe(e))return;const t=qe(e.error)?Ke(e.error.code):void 0;return Ke(e.errorCode)??Ke(e.errcode)??t??Ke(e.code)}(e.data)??e.errorCode??e.code,n=(r=e.data,(qe(r)?Ve(r.errmsg)??Ve(r.errorMessage):void 0)??e.message);var r;return new Ye(e.status??0,t,n,e.data)}function Ze(e){const t=e=>e&&Object.fromEntries(Object.entries(e).filter(([,e])=>void 0!==e));return{async get(n,r){try{return(await e.axios.get(n,{params:t(r?.params)})).data}catch(e){throw Je(e)}},async post(n,r,o){const i={params:t(o?.params)};try{const t=o?.form?function(e){const t=new URLSearchParams;if(qe(e))for(const[n,r]of Object.entries(e))null!=r&&t.set(n,String(r));return t}(r):r;return(await e.axios.post(n,t,i)).data}catch(e){throw Je(e)}}}}const Qe=new Map;function Xe(e){const t=Qe.get(e);if(t)return t;const n=new Promise((t,n)=>{const r=document.createElement("script");r.src=e,r.async=!0,r.crossOrigin="anonymous",r.onload=()=>t(),r.onerror=()=>{Qe.delete(e),r.remove(),n(new Error(`The host SDK at ${e} failed to load`))},document.head.append(r)});return Qe.set(e,n),n}const et={get(e){for(const t of document.cookie.split(";")){const[n,...r]=t.trim().split("=");if(n===e)try{return decodeURIComponent(r.join("="))}catch{return}}},set(e,t,n){const r=new Date(Date.now()+864e5*n).toUTCString(),o="https:"===window.location.protocol?"; Secure":"";document.cookie=`${e}=${encodeURIComponent(t)}; Expires=${r}; Path=/; SameSite=Lax${o}`}};function tt(){const{location:e,history:t}=window;return{get href(){return e.href},get origin(){return e.origin},get pathname(){return e.pathname},get search(){return e.search},assign:t=>e.assign(t),replace:t=>e.replace(t),reload:()=>e.reload(),rewrite:e=>t.replaceState(t.state,"",e)}}const nt=["web","wecom","dingtalk","feishu","cloudoffice","hzbank","workapp","kk","kingOA","teams","native","remote"],rt=new Map([["kk","kk"],["kingOA","kingOA"],["hzBank","hzbank"],["microsoftTeams","teams"]]),ot=[[/wxwork/i,"wecom"],[/DingTalk/i,"dingtalk"],[/Lark|Feishu/i,"feishu"],[/CloudOffice/i,"cloudoffice"],[/WorkApp/i,"workapp"],[/HZBank/i,"hzbank"],[/ExpenseNative/i,"native"]];function it({params:e,userAgent:t,labHost:n}){if("string"==typeof(r=n)&&nt.includes(r))return n;var r;if(e.sdkName)return rt.get(e.sdkName)??"remote";if("oem"===e.type||"eBridge"===e.type)return"native";const o=ot.find(([e])=>e.test(t));return o?o[1]:"web"}var st=n(4638),at=n(2240),ct=n(683),lt=n(7679);const dt={"zh-CN":{notSupported:"暂不支持，请咨询系统管理员",notSupportedWeb:"暂不支持"},"en-US":{notSupported:"not supported yet, consult the system administrator",notSupportedWeb:"not supported"}};function ut(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class ht extends Error{constructor(e,t,n){super(`${e} is not supported by the ${t} host`),ut(this,"feature",void 0),ut(this,"hostId",void 0),ut(this,"alerted",void 0),ut(this,"name",void 0),this.feature=e,this.hostId=t,this.alerted=n,this.name="UnsupportedFeatureError"}}function pt(e,t){const n=dt[(0,lt.Q)(function(e){try{return e.locale()}catch{return}}(t))],r="web"===t.host.variant?n.notSupportedWeb:n.notSupported;let o=!0;try{t.alert(r)}catch(e){o=!1,t.log.error("Host bridge could not show the unsupported-feature alert",e)}return t.log.warn(`Host bridge "${t.host.id}" does not support ${e}`),Promise.reject(new ht(e,t.host.id,o))}function ft(e){const t=e.window??window;return{window:t,http:e.http,log:e.log,clock:e.clock??Ce,config:e.config??m.hosts,userAgent:e.userAgent??t.navigator.userAgent,alert:t=>e.alert(t)}}function gt(e,t,n){const r=t[n];"function"==typeof r&&void 0!==r&&(e[n]=r)}function mt(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const yt={web:()=>n.e(360).then(()=>n(4293)).then(e=>e.createWebAdapter),native:()=>n.e(275).then(()=>n(1794)).then(e=>e.createNativeAdapter),remote:()=>n.e(692).then(()=>n(9580)).then(e=>e.createRemoteAdapter),wecom:()=>n.e(401).then(()=>n(3493)).then(e=>e.createWecomAdapter),dingtalk:()=>n.e(68).then(()=>n(4469)).then(e=>e.createDingtalkAdapter),feishu:()=>n.e(4).then(()=>n(8113)).then(e=>e.createFeishuAdapter),cloudoffice:()=>n.e(493).then(()=>n(704)).then(e=>e.createCloudofficeAdapter),hzbank:()=>n.e(178).then(()=>n(2426)).then(e=>e.createHzbankAdapter),workapp:()=>n.e(274).then(()=>n(6036)).then(e=>e.createWorkappAdapter),kk:()=>n.e(924).then(()=>n(4457)).then(e=>e.createKkAdapter),kingOA:()=>n.e(299).then(()=>n(3023)).then(e=>e.createKingOAAdapter),teams:()=>n.e(284).then(()=>n(2143)).then(e=>e.createTeamsAdapter)};class xt extends Error{constructor(e,t){super(`The ${e} host adapter could not be loaded`,{cause:t}),mt(this,"hostId",void 0),mt(this,"name",void 0),this.hostId=e,this.name="HostAdapterLoadError"}}async function bt({id:e,deps:t}){const n=await async function(e,t){let n;try{n=await yt[e]()}catch(t){throw new xt(e,t)}return n(t)}(e,ft(t));return function(e,t){const n=function(e,t,n){const r={host:e,alert:n.alert,locale:()=>t.locale(),log:n.log},o=e=>()=>function(e,t){return t.log.warn(`Host bridge "${t.host.id}" does not support ${e}`),Promise.reject(new ht(e,t.host.id,!1))}(e,r);return{ready:async()=>{},getAuthCode:o("getAuthCode"),toast:async e=>n.alert(e),...(0,st.b)(()=>n.window.localStorage,n.log),setNavigationBar:o("setNavigationBar"),openLightApp:o("openLightApp"),getPersonInfo:o("getPersonInfo"),proxyRequest:e=>(0,ct.E)(n.http,e),openLink:e=>(0,at.H)(n.window,e),previewImages:o("previewImages"),download:(e,t)=>(0,at.S)(n.window,e,t),chooseImage:()=>pt("chooseImage",r),chooseFile:()=>pt("chooseFile",r),scan:()=>pt("scan",r),share:()=>pt("share",r),close:o("close")}}({id:e.id,variant:e.variant},t,ft(t)),r=Object.keys(n);for(const t of r)gt(n,e.verbs,t);return Object.freeze({...n,id:e.id,variant:e.variant,hostVerbs:Object.freeze(r.filter(t=>"function"==typeof e.verbs[t])),signIn:t=>e.signIn(t),resume:async(t,n)=>{await(e.resume?.(t,n))}})}(n,t)}const wt="expense.locale";function vt(e){try{const t=e?.getItem(wt);return t?(0,lt.Q)(t):"zh-CN"}catch{return"zh-CN"}}function $t(){try{return window.localStorage}catch{return null}}function kt(e){try{return Boolean(e?.getItem(wt))}catch{return!1}}function jt(){try{return window.sessionStorage}catch{return null}}const At="expense:sign-in-redirects";async function St(e){const{root:t,config:n,params:r}=e,o=e.notify??(e=>window.alert(e));t.session.startSignIn();const i=function(e,t,n){const r=G(),o=Pe({idp:Me({http:(0,Ge.u)({getLocale:()=>e.locale.locale}),host:Be(window.location.origin,t.identityProvider.host),clientId:t.identityProvider.clientId}),clock:Ce,log:console,loginState:Z(r),tokenPairs:te(r,"/"),crossOrigin:t.identityProvider.crossOrigin,redirectUri:`${window.location.origin}${window.location.pathname}`});return{session:o,signIn:Fe({session:o,http:e.http,params:n,storage:r,log:console})}}(t,n,r);t.session.setIdentitySessionEnd(()=>i.session.logout());const s=jt(),a={userAgent:navigator.userAgent,localeRemembered:e.localeRemembered};let c=!1;t.http.setGrantTokenProvider(()=>(c?i.session.currentAccessToken():void 0)??t.session.accessToken??void 0),t.http.setSessionRefresher(async()=>!!c&&(await i.session.refresh(),!0));const l=function({enabled:e,targetOrigin:t,window:n,log:r=console}){const o=function(e){if("string"!=typeof e||"*"===e)return null;try{const t=new URL(e);return"null"!==t.origin&&t.origin===e.replace(/\/$/,"")?t.origin:null}catch{return null}}(t);let i=!1;const s=e=>(i||r.warn(`Parent-frame events are off: ${e}`),i=!0,!1);return{post(t,i){if(!e)return s("needPostEvent is not set");if(!o)return s("no valid postEventOrigin is configured");if(n.parent===n)return s("the page is not framed");try{return n.parent.postMessage({type:t,detail:i},o),!0}catch(e){return r.warn(`Parent-frame event ${t} could not be posted`,e),!1}}}}({enabled:r.needPostEvent,targetOrigin:n.hosts.postEventOrigin,window}),d=(e,n)=>{window.dispatchEvent(new CustomEvent(`expense:${e}`,{detail:n})),l.post(e,n),"host:verify-failed"===e&&o(t.i18n.t("signIn.wechatApiVerify"))},u=async e=>{c=!0;const t=await i.signIn(e);return function(e,t){const{href:n}=e,r=n.indexOf("#"),o=-1===r?n:n.slice(0,r),i=-1===r?"":n.slice(r),s=o.indexOf("?");if(-1===s)return!1;const a=o.slice(s+1).split("&"),c=a.filter(e=>!function(e){const t=e.indexOf("=");return"code"===ie(-1===t?e:e.slice(0,t))}(e));if(c.length===a.length)return!1;const l=c.filter(e=>""!==e).join("&"),d=o.slice(0,s)+(""===l?"":`?${l}`)+i;t.replaceState(t.state,"",d)}(window.location,window.history),t};let h,p;try{const e=await function(e,t,n){return bt({id:it({params:n,userAgent:navigator.userAgent,labHost:t.lab.enabled?t.lab.host:null}),deps:{alert:e=>window.alert(e),locale:()=>e.locale.locale,log:console,http:Ze(e.http),clock:Ce,config:t.hosts}})}(t,n,r);t.hostBridge.set(e),p=e.id;const o={params:(f={config:n,params:r,http:t.http,identitySignIn:u,emit:d}).params,http:Ze(f.http),location:tt(),config:f.config.hosts,clock:f.clock??Ce,log:{info:(e,...t)=>console.info(`[sign-in] ${e}`,...t),warn:(e,...t)=>console.warn(`[sign-in] ${e}`,...t),error:(e,...t)=>console.error(`[sign-in] ${e}`,...t)},loadScript:Xe,cookies:et,emit:f.emit,identitySignIn:f.identitySignIn,userAgent:navigator.userAgent},i=function(e){const t=new URLSearchParams(e);return U.some(e=>t.has(e))}(window.location.search)?null:function(e,t){const n=B(e,M),r=n?.session;if(n?.host!==t||"string"!=typeof r?.accessToken||!r.accessToken)return null;const o=e=>"string"==typeof e?e:void 0;return{host:t,session:{accessToken:r.accessToken,corporationId:o(r.corporationId),userId:o(r.userId),wxCorpId:o(r.wxCorpId)}}}(s,e.id);if(i){const n=await Se(t,i.session,a);if("signed-in"===n)return e.resume(o,i.session).then(()=>e.ready()).catch(e=>console.warn("[sign-in] host bridge not ready",e)),n;H(s),t.session.startSignIn()}h=await e.signIn(o),"signed-in"===h.kind&&e.ready().catch(e=>console.warn("[sign-in] host bridge not ready",e))}catch(e){console.error("[sign-in] the host bridge failed:",e instanceof Error?e.message:e),h={kind:"failed",message:{key:"systemError"}}}var f;const g=function(e,t){return{allow(){if(!e)return!0;const n=function(e,t){try{const n=JSON.parse(e.getItem(At)??"[]");return Array.isArray(n)?n.filter(e=>"number"==typeof e&&t-e>=0&&t-e<6e4):[]}catch{return[]}}(e,t());if(n.length>=3)return!1;try{e.setItem(At,JSON.stringify([...n,t()]))}catch{}return!0},reset(){try{e?.removeItem(At)}catch{}}}}(jt(),()=>Date.now()),m=await async function(e,t,n){switch(t.kind){case"signed-in":{const r=await n.completeSession(t.session);return"no-corporation"===r&&await n.navigate("/selectEnterprise5"),"failed"===r&&(n.systemError(e.session.failure??"sign-in failed"),await n.navigate("/error")),"unauthorized"===r&&await n.navigate("/login"),r}case"redirect":return n.allowRedirect&&!n.allowRedirect()?(e.session.hostProblem({key:"ssoFailed"}),await n.navigate("/signin-problem"),e.session.status):(n.leaveFor(t.url),e.session.status);case"unauthorized":return e.session.unauthorized(),await n.navigate("/login"),e.session.status;case"dialog":return e.session.hostProblem(null,t.dialog),await n.navigate("/signin-problem"),e.session.status;case"page":return e.session.failed("initializing"),await n.navigate("/initializing"),e.session.status;case"failed":return"key"in t.message&&"systemError"===t.message.key?(e.session.failed("system error"),n.systemError("system error"),await n.navigate("/error")):(e.session.hostProblem(t.message),await n.navigate("/signin-problem")),e.session.status}}(t,h,{navigate:e.navigate,leaveFor:e=>window.location.assign(e),systemError:e=>d("system:error",{reason:e}),completeSession:e=>Se(t,e,a),allowRedirect:()=>g.allow()});var y,x,b;return"signed-in"===m&&g.reset(),"signed-in"===m&&"signed-in"===h.kind&&!c&&p&&(y=s,x=p,b=h.session,D(y,M,{host:x,session:b}),h.session.wxCorpId&&function(e,t,n){const r=B(e,L)??{};"string"!=typeof r[t]&&D(e,L,{...r,[t]:n})}(s,"corpId",h.session.wxCorpId)),m}var It=n(7799);const Et=[],Ot="expense.themeMode",Pt="expense.fontSize";function Ct(e,t){try{return e?.getItem(t)??null}catch{return null}}var Tt=n(8124),Nt=n(7547),zt=n(8456);function Rt({title:e,children:t}){return(0,r.jsx)(Mt,{children:(0,r.jsxs)(Lt,{"aria-labelledby":"shell-page-title",children:[(0,r.jsx)(_t,{id:"shell-page-title",children:e}),t]})})}const Mt=a.Ay.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: 24px;
  background: ${({theme:e})=>e.colors.background};
`,Lt=a.Ay.section`
  width: min(440px, 100%);
  padding: 32px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  border: 1px solid ${({theme:e})=>e.colors.divider};
  color: ${({theme:e})=>e.colors.text};
`,_t=a.Ay.h1`
  margin: 0 0 12px;
  font-size: ${({theme:e})=>e.font.size+6}px;
  line-height: ${({theme:e})=>e.font.lineHeight+6}px;
`;function Ut(){const{t:e}=(0,zt.B)();return(0,r.jsx)(Rt,{title:e("signIn.initializingTitle"),children:(0,r.jsx)(Bt,{role:"status",children:e("signIn.initializing")})})}const Bt=a.Ay.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.textSecondary};
`;function Dt(){throw new Error("Lab crash route: this exception is intentional")}var Ht=n(4564);function Ft({onRetry:e}){const{t}=(0,zt.B)();return(0,r.jsxs)(Rt,{title:t("login.title"),children:[(0,r.jsx)(Gt,{role:"status",children:t("login.notLoggedIn")}),(0,r.jsx)(Wt,{children:t("login.hint")}),(0,r.jsx)(Ht.$,{type:"button",variant:"primary",onClick:e??(()=>window.location.assign("/")),children:t("login.retry")})]})}const Gt=a.Ay.p`
  margin: 0 0 8px;
`,Wt=a.Ay.p`
  margin: 0 0 24px;
  color: ${({theme:e})=>e.colors.textSecondary};
`;var Yt=n(2346),qt=n(4648);class Kt extends Error{constructor(...e){var t,n;super(...e),n="CorporationListError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}const Vt=e=>"object"==typeof e&&null!==e&&!Array.isArray(e);function Jt(e){if(!Vt(e))return;const t="number"==typeof e.id&&Number.isSafeInteger(e.id)?String(e.id):e.id;if("string"!=typeof t||""===t.trim()||t.length>128)return;if("string"!=typeof e.name)return;const n=e.name.trim().slice(0,100).trim();if(""===n)return;const r="string"==typeof e.staffId&&""!==e.staffId.trim()&&e.staffId.length<=128?e.staffId.trim():void 0;return r?{id:t.trim(),name:n,staffId:r}:{id:t.trim(),name:n}}async function Zt(e){const{data:t}=await e.axios.get("/account/v2/corporations");return function(e){if(!Vt(e)||!Array.isArray(e.items))throw new Kt("The corporation list answer has no items");const t=new Set,n=[];for(const r of e.items){if(n.length>=500)break;const e=Jt(r);e&&!t.has(e.id)&&(t.add(e.id),n.push(e))}return n}(t)}var Qt=n(1456);function Xt(e){const{list:t,currentId:n,switchingTo:o,canSelect:i=!0,onSelect:s,onRetry:a}=e,{t:c}=(0,zt.B)(),l=(0,d.useId)();return(0,r.jsxs)(Rt,{title:c("enterprise.title"),children:[(0,r.jsx)(en,{children:c("enterprise.hint")}),"loading"===t.kind&&(0,r.jsx)(en,{role:"status",children:c("enterprise.loading")}),"failed"===t.kind&&(0,r.jsxs)(r.Fragment,{children:[(0,r.jsx)(tn,{role:"alert",children:c("enterprise.loadFailed")}),(0,r.jsx)(Ht.$,{type:"button",variant:"primary",onClick:a,children:c("enterprise.retry")})]}),"loaded"===t.kind&&0===t.corporations.length&&(0,r.jsx)(en,{role:"status",children:c("enterprise.empty")}),"loaded"===t.kind&&t.corporations.length>0&&(0,r.jsxs)(r.Fragment,{children:[(0,r.jsx)(nn,{id:l,children:c("enterprise.list")}),(0,r.jsx)(rn,{"aria-labelledby":l,"aria-busy":!!o||void 0,children:t.corporations.map(e=>{const t=e.id===n;return(0,r.jsx)("li",{children:(0,r.jsxs)(on,{type:"button","aria-current":t?"true":void 0,disabled:t||!i||Boolean(o),onClick:()=>s(e),children:[(0,r.jsx)(sn,{children:e.name}),t&&(0,r.jsx)(an,{children:c("enterprise.current")})]})},e.id)})}),o&&(0,r.jsx)(en,{role:"status",children:c("enterprise.switching",{name:o.name})})]})]})}const en=a.Ay.p`
  margin: 0 0 16px;
  color: ${({theme:e})=>e.colors.textSecondary};
`,tn=a.Ay.p`
  margin: 0 0 16px;
  color: ${({theme:e})=>e.colors.danger};
`,nn=a.Ay.h2`
  margin: 0 0 8px;
  font-size: ${({theme:e})=>e.font.size}px;
  font-weight: 600;
`,rn=a.Ay.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  max-height: 60vh;
  overflow-y: auto;
`,on=a.Ay.button`
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
`,sn=a.Ay.span`
  overflow-wrap: anywhere;
`,an=a.Ay.span`
  flex-shrink: 0;
  font-size: ${({theme:e})=>e.font.size-2}px;
  color: ${({theme:e})=>e.colors.brandOnSurface};
`,cn={host:null,clientId:ze},ln=e=>window.location.assign(e),dn=(0,qt.PA)(function({identityProvider:e=cn,onNavigate:t=ln,load:n=Zt}){const{http:o,session:i}=(0,Qt.xC)(),s=i.staff?.id,[a,c]=(0,d.useState)({kind:"loading"}),[l,u]=(0,d.useState)(0),[h,p]=(0,d.useState)(null);return(0,d.useEffect)(()=>{if(!s)return;let e=!0;return c({kind:"loading"}),n(o).then(t=>{e&&c({kind:"loaded",corporations:t})},t=>{e&&(console.warn("[enterprise] the corporation list failed to load",t),c({kind:"failed"}))}),()=>{e=!1}},[o,n,s,l]),(0,r.jsx)(Xt,{list:a,currentId:i.corporationId,switchingTo:h,canSelect:Boolean(s),onSelect:n=>{if(!s||h)return;p(n);const{origin:r}=window.location;t(function(e){const t=e.idpHost.replace(/\/+$/,""),n=new URLSearchParams({corp_id:e.corpId,staff_id:e.staffId,client_id:e.clientId,redirect_uri:e.redirectUri});return`${t}/idp/${e.mobile?"applet":"web"}/authorize?${n.toString()}`}({idpHost:Be(r,e.host),corpId:n.id,staffId:n.staffId??s,mobile:me(navigator.userAgent),redirectUri:`${r}/`,clientId:e.clientId}))},onRetry:()=>u(e=>e+1)})});var un=n(5531);function hn(e,t){return"text"in t?t.text:e(`signIn.${t.key}`,{reason:"",...t.values})}const pn=(0,qt.PA)(function({onReload:e=()=>window.location.reload()}){const{t}=(0,zt.B)(),{session:n}=(0,Qt.xC)(),o=n.problem;return(0,r.jsxs)(Rt,{title:t("signIn.failedTitle"),children:[(0,r.jsx)(gn,{role:"alert",children:o?hn(t,o):t("error.unknownProblem")}),(0,r.jsx)(Ht.$,{type:"button",onClick:e,children:t("signIn.retry")}),n.dialog&&(0,r.jsx)(fn,{dialog:n.dialog,onClose:()=>n.dismissDialog(),onReload:e})]})});function fn(e){const{dialog:t,onClose:n,onReload:o}=e,{t:i}=(0,zt.B)(),s=t.title?hn(i,t.title):i("error"===t.variant?"signIn.errorTitle":"signIn.noticeTitle");return(0,r.jsx)(un.L,{title:s,onDismiss:n,actions:(0,r.jsxs)(r.Fragment,{children:["info-retry"===t.variant&&(0,r.jsx)(Ht.$,{type:"button",variant:"primary",onClick:o,children:i("signIn.retry")}),(0,r.jsx)(Ht.$,{type:"button",onClick:n,children:i("signIn.ok")})]}),children:hn(i,t.message)})}const gn=a.Ay.p`
  margin: 0 0 24px;
`;var mn=n(1681),yn=n(2563),xn=n(3891),bn=n(7382),wn=n(5911),vn=n(4337),$n=n(5477),kn=n(6334);function jn(e){e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||0!==e.button||(e.preventDefault(),(0,kn.c)(e.currentTarget.pathname+e.currentTarget.search))}var An=n(4694),Sn=n(2392);function In(e,t){const n=e.params.title;if("object"==typeof n&&null!==n){const e=n[t];if("string"==typeof e&&""!==e.trim())return e.slice(0,40)}return e.name}function En(e,t){const n=e.flags.get()?.modules;return(n?.isEnabled((0,Sn.I)(t))??!0)&&(0,An.yt)(t.params,e.session)}function On(e){return e.microApps.apps.map(e=>e.descriptor).filter(e=>"APPLICATION"===e.type&&e.rootPath).filter(t=>En(e,t)).map(t=>({name:t.name,title:In(t,e.locale.locale),rootPath:t.rootPath??"/"}))}const Pn=new Set(["bills","approval"]),Cn=(0,qt.PA)(function(){const{t:e}=(0,zt.B)(),t=(0,Qt.xC)(),{session:n,locale:o,ui:i}=t,{signOut:s}=(0,Tt.KC)(),a=On(t).filter(e=>!Pn.has(e.name)),[c,l]=(0,d.useState)(!1);return(0,r.jsxs)(mn.Y,{title:e("account.title"),width:"narrow",children:[(0,r.jsxs)(yn.w,{surface:!0,title:n.staff?.name,children:[(0,r.jsx)(xn.K,{items:[{label:e("account.corporation"),value:n.corporationId??""}]}),(0,r.jsx)(Nn,{children:(0,r.jsxs)(zn,{href:"/selectEnterprise5",onClick:jn,children:[e("account.switchCorporation")," ›"]})})]}),(0,r.jsx)(yn.w,{surface:!0,title:e("account.settings"),children:(0,r.jsxs)(bn.B,{$gap:"lg",children:[(0,r.jsxs)(Tn,{children:[(0,r.jsx)("span",{id:"setting-language",children:e("settings.language")}),(0,r.jsx)(wn.I,{label:e("settings.language"),value:o.locale,onChange:e=>o.setLocale((0,lt.Q)(e)),options:Object.entries($n.kf).map(([e,t])=>({value:e,label:t}))})]}),(0,r.jsxs)(Tn,{children:[(0,r.jsx)("span",{children:e("settings.theme")}),(0,r.jsx)(wn.I,{label:e("settings.theme"),value:i.themeMode,onChange:e=>i.setThemeMode(e),options:$n.Xh.map(t=>({value:t,label:e(`settings.${t}`)}))})]}),(0,r.jsxs)(Tn,{children:[(0,r.jsx)("span",{children:e("account.fontSize")}),(0,r.jsx)(wn.I,{label:e("account.fontSize"),value:i.fontSize,onChange:e=>i.setFontSize(e),options:$n.$N.map(t=>({value:t,label:e(`account.${t}`)}))})]})]})}),a.length>0&&(0,r.jsx)(yn.w,{surface:!0,title:e("home.adminAreas"),children:(0,r.jsx)(Nn,{children:a.map(e=>(0,r.jsxs)(zn,{href:e.rootPath,onClick:jn,children:[e.title," ›"]},e.name))})}),(0,r.jsx)(Ht.$,{variant:"danger",size:"lg",block:!0,onClick:()=>l(!0),children:e("account.signOut")}),(0,r.jsx)(vn.T,{open:c,title:e("account.signOutConfirm"),tone:"danger",confirmLabel:e("account.signOut"),onConfirm:()=>{l(!1),s()},onCancel:()=>l(!1),children:e("account.signOutHint")})]})}),Tn=a.Ay.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,Nn=a.Ay.div`
  display: flex;
  flex-direction: column;
  margin-top: ${({theme:e})=>e.spacing.sm}px;
`,zn=a.Ay.a`
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
`;var Rn=n(4141),Mn=n(7263),Ln=n(9466),_n=n(3384);const Un={mine:"/v1/flow/flows/my/search",backlog:"/v1/flow/backlogs/search",staffs:"/v1/organization/staffs/actives",specifications:"/form/v1/specificationVersions"};async function Bn(e,t){const n=(0,_n.b)().orderBy("updateTime","desc").select(["state","updateTime","form.code","form.title","form.submitterId","plan"]).page(1,t).toBody(),{data:r}=await e.axios.post(Un.mine,n);return(0,Rn.LD)((0,Rn.Pf)(r),"items").flatMap(e=>function(e){const t=(0,Rn.Pf)(e),n=(0,Rn.wh)(t,"id"),r=t.state;if(!n||!(0,Mn.rJ)(r))return null;const o=(0,Rn.Pf)(t.form),i=(0,Rn.wh)(o,"submitterId")??(0,Rn.wh)((0,Rn.Pf)(o.submitterId),"id");return{id:n,title:(0,Rn.yR)(o,"title"),code:(0,Rn.yR)(o,"code"),state:r,updateTime:(0,Rn.aQ)(t,"updateTime"),submitter:i?{id:i}:null,waitingAt:(0,Ln.n)(t.plan)}}(e)??[])}async function Dn(e){const{data:t}=await e.axios.get(Un.staffs),n=new Map;for(const e of(0,Rn.LD)((0,Rn.Pf)(t),"items")){const t=(0,Rn.Pf)(e),r=(0,Rn.wh)(t,"id"),o=(0,Rn.yR)(t,"name");r&&o&&n.set(r,o)}return n}function Hn(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Fn{async load(){this.generation+=1;const e=this.generation;"failed"===this.status?this.retrying=!0:null===this.value&&(this.status="loading");try{const t=await this.fetch();(0,o.h5)(()=>{e===this.generation&&(this.value=t,this.status="loaded")})}catch{(0,o.h5)(()=>{e===this.generation&&null===this.value&&(this.status="failed")})}finally{(0,o.h5)(()=>{e===this.generation&&(this.retrying=!1)})}}constructor(e){Hn(this,"fetch",void 0),Hn(this,"status",void 0),Hn(this,"value",void 0),Hn(this,"retrying",void 0),Hn(this,"generation",void 0),this.fetch=e,this.status="loading",this.value=null,this.retrying=!1,this.generation=0,(0,o.l_)(this,{fetch:!1,generation:!1})}}const Gn=(e,t)=>({key:e,list:"mine",state:t,app:"bills",href:`/bills?state=${t}`}),Wn=[{key:"approve",list:"backlog",state:"APPROVING",app:"approval",href:"/approval"},{key:"pay",list:"backlog",state:"PAYING",app:"approval",href:"/approval?state=PAYING"},{key:"send",list:"backlog",state:"SENDING",app:"print",href:"/print?tab=send"},{key:"receive",list:"backlog",state:"RECEIVING",app:"print",href:"/print?tab=receive"},Gn("drafts","draft"),Gn("rejected","rejected"),Gn("payFailed","failure")],Yn=/\/search$|\/batch\/query$/;function qn(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class Kn{loadAll(){this.todos.load(),this.recent.load(),null===this.types.value&&this.types.load()}count(e){return this.todos.value?.get(e)??0}scheduleRefresh(){this.root.session.isSignedIn&&(clearTimeout(this.refreshTimer),this.refreshTimer=setTimeout(()=>{this.todos.load(),this.recent.load()},300))}constructor(e){qn(this,"root",void 0),qn(this,"todos",void 0),qn(this,"recent",void 0),qn(this,"types",void 0),qn(this,"refreshTimer",void 0),this.root=e;const{http:t}=e;this.todos=new Fn(async()=>{const e=await Promise.all(Wn.map(e=>async function(e,t){const n=(0,_n.b)().eq("state",t.state).select(["state"]).page(1,1).toBody(),{data:r}=await e.axios.post(Un[t.list],n);return(0,Rn._0)((0,Rn.Pf)(r),"count")}(t,e)));return new Map(Wn.map((t,n)=>[t.key,e[n]??0]))}),this.recent=new Fn(async()=>{const[e,n]=await Promise.all([Bn(t,5),Dn(t).catch(()=>new Map)]);return{bills:e,names:n}}),this.types=new Fn(()=>async function(e){const{data:t}=await e.axios.get(Un.specifications,{params:{search:"",limit:1e3,entity:"form.Specification.Versioned"}});return(0,Rn.LD)((0,Rn.Pf)(t),"items").flatMap(e=>{const t=(0,Rn.Pf)(e),n=(0,Rn.wh)(t,"id");return n&&!1!==t.active?[{id:n,name:(0,Rn.yR)(t,"name")||n,enName:(0,Rn.yR)(t,"enName")}]:[]})}(t)),(0,o.l_)(this,{root:!1,refreshTimer:!1}),function(e,t){e.axios.interceptors.response.use(e=>(function(e,t){const n=(e??"get").toLowerCase();return"get"!==n&&"head"!==n&&"options"!==n&&!Yn.test((t??"").split("?")[0]??"")}(e.config.method,e.config.url)&&t(),e))}(t,()=>this.scheduleRefresh())}}const Vn=new WeakMap;function Jn(e){let t=Vn.get(e);return t||(t=new Kn(e),Vn.set(e,t)),t}var Zn=n(8841),Qn=n(6612);const Xn=new Set(["LOAD_ERROR","SKIP_BECAUSE_BROKEN"]),er=(0,qt.PA)(function(){const{t:e}=(0,zt.B)(),{microApps:t,locale:o}=(0,Qt.xC)();if(t.registryError)return(0,r.jsxs)(tr,{role:"alert",children:[(0,r.jsx)("strong",{children:e("microApp.failedTitle")}),(0,r.jsx)("p",{children:e("error.unknownProblem")}),(0,r.jsx)(Ht.$,{type:"button",onClick:()=>window.location.reload(),children:e("microApp.retry")})]});const i=t.apps.map(e=>e.descriptor),s=(0,Zn.$)(i,t.path),a=s?t.get(s.name):void 0,c=!!s&&t.isQuarantined(s.name);if(!s||!a||!Xn.has(a.status)&&!c)return null;const l=In(s,o.locale);return(0,r.jsxs)(tr,{role:"alert","data-testid":"micro-app-failed","data-app":s.name,"data-status":c?"QUARANTINED":a.status,children:[(0,r.jsx)("strong",{children:e("microApp.failedTitle")}),(0,r.jsx)("p",{children:e("microApp.failed",{name:l})}),(0,r.jsx)(Ht.$,{type:"button",onClick:()=>"LOAD_ERROR"!==a.status||c?window.location.reload():void Promise.all([n.e(701),n.e(762),n.e(332)]).then(()=>n(9332)).then(({retryFailedLoads:e})=>e()),children:e("microApp.retry")})]})}),tr=a.Ay.section`
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
`;var nr=n(3014);const rr={home:"M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",bills:"M6 3h9l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 8h6M9 15h6M9 7h3",approval:"M4 12.5 9 17.5 20 6.5",me:"M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0",back:"M15 5l-7 7 7 7",more:"M6 9l6 6 6-6"};function or({name:e,size:t=22}){return(0,r.jsx)("svg",{width:t,height:t,viewBox:"0 0 24 24",fill:"none",stroke:"currentColor",strokeWidth:1.8,strokeLinecap:"round",strokeLinejoin:"round","aria-hidden":"true",focusable:"false",children:(0,r.jsx)("path",{d:rr[e]})})}function ir({tabs:e,path:t}){const{t:n}=(0,zt.B)();return(0,r.jsx)(sr,{"aria-label":n("frame.tabs"),children:e.map(e=>(0,r.jsxs)(ar,{href:e.href,onClick:jn,"aria-current":e.matches(t)?"page":void 0,children:[(0,r.jsx)(or,{name:e.key}),(0,r.jsx)("span",{children:n(`frame.${e.key}`)}),e.badge?(0,r.jsx)(cr,{"aria-label":`(${e.badge})`,children:e.badge>99?"99+":e.badge}):null]},e.key))})}const sr=a.Ay.nav`
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
`,ar=a.Ay.a`
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
`,cr=a.Ay.span`
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
`;var lr=n(6925);const dr=(0,d.lazy)(async()=>({default:(await Promise.all([n.e(598),n.e(293)]).then(()=>n(6293))).MoreMenu}));function ur({items:e,active:t}){const{t:n}=(0,zt.B)(),o=(0,d.useRef)(null),i=(0,d.useRef)(null),[s,a]=(0,d.useState)(e.length);(0,d.useLayoutEffect)(()=>{const e=()=>{if(!o.current||!i.current)return;const e=[...i.current.children].map(e=>e.getBoundingClientRect().width),t=e.pop()??0;a(function(e,t,n){if(n<=0)return e.length;if(e.reduce((e,t)=>e+t+4,0)<=n)return e.length;let r=t,o=0;for(const t of e){if(r+t+4>n)break;r+=t+4,o+=1}return o}(e,t,o.current.clientWidth))};if(e(),"undefined"==typeof ResizeObserver||!o.current)return;const t=new ResizeObserver(e);return t.observe(o.current),()=>t.disconnect()},[e]);const c=e.slice(0,s),l=e.slice(s),u=(e,n=!1)=>(0,r.jsx)(gr,{href:e.rootPath,onClick:jn,tabIndex:n?-1:void 0,"aria-current":n||e.name!==t?void 0:"page",children:e.title},e.name);return(0,r.jsxs)(hr,{ref:o,children:[(0,r.jsxs)(pr,{"aria-label":n("microApp.nav"),children:[c.map(e=>u(e)),l.length>0&&(0,r.jsx)(d.Suspense,{fallback:(0,r.jsxs)(lr.c,{type:"button",children:[n("frame.more")," ▾"]}),children:(0,r.jsx)(dr,{apps:l,label:n("frame.more")})})]}),(0,r.jsxs)(fr,{ref:i,"aria-hidden":"true",children:[e.map(e=>u(e,!0)),(0,r.jsxs)(lr.c,{type:"button",tabIndex:-1,children:[n("frame.more")," ▾"]})]})]})}const hr=a.Ay.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
`,pr=a.Ay.nav`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${4}px;
`,fr=a.Ay.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  gap: ${4}px;
  visibility: hidden;
  pointer-events: none;
`,gr=a.Ay.a`
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
`,mr=(0,d.lazy)(async()=>({default:(await Promise.all([n.e(598),n.e(293)]).then(()=>n(6293))).AccountMenu})),yr=(0,qt.PA)(function(e){const{t}=(0,zt.B)(),{session:n}=(0,Qt.xC)(),o=n.staff?.name??"";return(0,r.jsxs)(xr,{children:[(0,r.jsx)(br,{href:"/",onClick:jn,children:t("app.title")}),(0,r.jsx)(ur,{items:e.items,active:e.active}),n.staff&&(0,r.jsx)(d.Suspense,{fallback:(0,r.jsxs)(lr.c,{type:"button","aria-label":t("frame.account",{name:o}),children:[(0,r.jsx)(lr.S,{children:o}),(0,r.jsx)("span",{"aria-hidden":"true",children:"▾"})]}),children:(0,r.jsx)(mr,{onSignOut:e.onSignOut})})]})}),xr=a.Ay.header`
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
`,br=a.Ay.a`
  flex: none;
  font-weight: 600;
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
  color: ${({theme:e})=>e.colors.brandOnSurface};
  text-decoration: none;
  white-space: nowrap;
`;var wr=n(9911);function vr(e,t){const n=e.microApps.apps.map(e=>e.descriptor).filter(e=>"APPLICATION"===e.type&&e.rootPath);return(0,Zn.$)(n,t)}function $r(e){return"/"===e||"/web"===e.replace(/\/+$/,"")}function kr(e,t){return!$r(t)&&"/me"!==t&&!wr.A.includes(t)&&0!==e.microApps.apps.length&&void 0===vr(e,t)}var jr=n(9211);function Ar({title:e,back:t}){const{t:n}=(0,zt.B)();return(0,r.jsxs)(Sr,{children:[(0,r.jsx)(Ir,{children:void 0!==t&&(0,r.jsx)(jr.K,{label:n("frame.back"),onClick:()=>!0===t?(0,kn.O)():(0,kn.c)(t),children:(0,r.jsx)(or,{name:"back"})})}),(0,r.jsx)(Er,{"aria-hidden":"true",children:e}),(0,r.jsx)(Ir,{})]})}const Sr=a.Ay.header`
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
`,Ir=a.Ay.div`
  display: flex;
  align-items: center;
`,Er=a.Ay.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: center;
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
  font-weight: 600;
`,Or=e=>t=>t===e||t.startsWith(`${e}/`);var Pr=n(6227);function Cr({name:e}){const{t}=(0,zt.B)();return(0,r.jsx)(mn.Y,{title:t("turnedOff.title"),children:(0,r.jsx)("div",{"data-testid":"turned-off","data-app":e,children:(0,r.jsx)(Pr.p,{title:t("turnedOff.title"),action:(0,r.jsx)(Ht.$,{variant:"primary",onClick:()=>(0,kn.c)("/"),children:t("error.backHome")}),children:t("turnedOff.body",{name:e})})})})}var Tr=n(9928);function Nr(e){const{origin:t}=window.location;return function(e){const t=e.idpHost.replace(/\/+$/,""),n=new URLSearchParams({client_id:e.clientId,redirect_uri:e.redirectUri});return`${t}/idp/${e.mobile?"applet":"web"}/authorize?${n.toString()}`}({idpHost:Be(t,e.host),clientId:e.clientId,mobile:me(navigator.userAgent),redirectUri:`${t}/`})}const zr=(0,qt.PA)(function({identityProvider:e}){const{t}=(0,zt.B)(),o=(0,Qt.xC)(),i=(0,Tt.zy)().pathname,s=function(e,t=navigator.userAgent){const n=(0,Tr.W)(),r="embedded"===e.hostBridge.get()?.variant,o=n||r&&me(t);return{phone:o,hostBar:o&&r}}(o),a=function(e){const t=(0,Qt.xC)();return(0,d.useCallback)(()=>{const n="embedded"!==t.hostBridge.get()?.variant;!function(e,t){t.endIdentitySession(),Z(t.local).clear(),te(t.local,"/").clear();for(const e of ne)t.expireCookie(e);H(t.session);try{t.session?.setItem(re,t.inHost?"host":"web")}catch{}e.http.setGrantTokenProvider(()=>{}),e.session.signedOut(),t.navigate(oe)}(t,{local:G(),session:jt(),expireCookie:e=>{document.cookie=`${e}=; Max-Age=0; Path=/; SameSite=Lax`},navigate:kn.c,endIdentitySession:()=>t.session.endIdentity(),inHost:!n}),n&&e&&window.location.assign(Nr(e))},[t,e])}(e),c=Jn(o),l=On(o),u=o.session.isSignedIn;(0,d.useEffect)(()=>o.ui.setCompactFrame(s.phone),[o,s.phone]),(0,d.useEffect)(()=>{u&&s.phone&&null===c.todos.value&&c.todos.load()},[u,s.phone,c]),(0,d.useEffect)(()=>{s.phone||Promise.all([n.e(598),n.e(293)]).then(()=>n(6293))},[s.phone]);const h=o.ui.page,p=h?.title??function(e,t,n){return $r(e)?n("home.title"):"/me"===e||e.startsWith("/me/")?n("account.title"):(0,Zn.$)(t,e)?.title??n("app.title")}(i,l,t);!function(e,t,n,r){(0,d.useEffect)(()=>{r&&n?(document.title=e,n.hostVerbs.includes("setNavigationBar")&&n.setNavigationBar({title:e}).catch(e=>{console.warn("[frame] the host did not take the page title",e)})):document.title=e&&e!==t?`${e} · ${t}`:t},[e,t,n,r])}(p,t("app.title"),o.hostBridge.get(),s.hostBar);const f=function(e,t){const n=t=>e.find(e=>e.name===t),r=n("bills"),o=n("approval"),i=[{key:"home",href:"/",matches:$r}];return r&&i.push({key:"bills",href:r.rootPath,matches:Or(r.rootPath)}),o&&t>0&&i.push({key:"approval",href:o.rootPath,matches:Or(o.rootPath),badge:t}),i.push({key:"me",href:"/me",matches:Or("/me")}),i}(l,c.count("approve")),g=s.phone&&void 0===h?.back&&f.some(e=>e.matches(i)),m=function(e,t){const n=vr(e,t),r=e.flags.get()?.modules;return n&&r&&!r.isEnabled((0,Sn.I)(n))?In(n,e.locale.locale):null}(o,i),y={name:"home",title:t("frame.home"),rootPath:"/"},x=$r(i)?"home":(0,Zn.$)(l,i)?.name??null,b={"--frame-bottom-inset":(g?56:0)+"px"};return(0,r.jsxs)(Rr,{style:b,"data-frame":s.phone?"phone":"desktop",children:[(0,r.jsx)(_r,{href:"#main",children:t("app.skipToContent")}),s.phone?!s.hostBar&&(0,r.jsx)(Ar,{title:p,back:h?.back}):(0,r.jsx)(yr,{items:[y,...l],active:x,onSignOut:a}),(0,r.jsx)(er,{}),(0,r.jsxs)(Mr,{id:"main",tabIndex:-1,"aria-label":p,$tabs:g,children:[(0,r.jsx)(Tt.sv,{context:{signOut:a}}),m&&(0,r.jsx)(Cr,{name:m}),!m&&kr(o,i)&&(0,r.jsx)(Qn.O,{}),(0,r.jsx)(Lr,{id:"root"})]}),g&&(0,r.jsx)(ir,{tabs:f,path:i})]})}),Rr=a.Ay.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({theme:e})=>e.colors.background};
  color: ${({theme:e})=>e.colors.text};
`,Mr=a.Ay.main`
  flex: 1;
  min-width: 0;
  padding: ${({theme:e})=>e.spacing.xl}px;

  ${nr.$_.phone} {
    padding: ${({theme:e})=>e.spacing.md}px ${({theme:e})=>e.spacing.lg}px;
    padding-bottom: calc(
      ${({theme:e,$tabs:t})=>t?56+e.spacing.lg:e.spacing.lg}px +
        env(safe-area-inset-bottom, 0px)
    );
  }

  &:focus {
    outline: none;
  }
`,Lr=a.Ay.div`
  min-width: 0;

  &:empty {
    display: none;
  }
`,_r=a.Ay.a`
  position: absolute;
  left: -9999px;

  &:focus {
    left: 8px;
    top: 8px;
    z-index: ${({theme:e})=>e.zIndex.toast};
    padding: 8px;
    background: ${({theme:e})=>e.colors.surface};
  }
`,Ur=(0,qt.PA)(function({identityProvider:e}){const{t}=(0,zt.B)(),n=(0,Qt.xC)().hostBridge.get(),o=n?"embedded"===n.variant:function(e){try{return"host"===e?.getItem(re)}catch{return!1}}(jt());return(0,r.jsxs)(Rt,{title:t("signedOut.title"),children:[(0,r.jsx)("p",{role:"status",children:t(o?"signedOut.inHost":"signedOut.onWeb")}),!o&&e&&(0,r.jsx)(Ht.$,{variant:"primary",size:"lg",block:!0,onClick:()=>window.location.assign(Nr(e)),children:t("signedOut.signInAgain")})]})});var Br=n(9328),Dr=n(8656),Hr=n(9688);const Fr=(0,qt.PA)(function({home:e}){const{t}=(0,zt.B)(),n=(0,Br.Y)(),{status:o,value:i,retrying:s}=e.types;return(0,r.jsxs)(yn.w,{title:t("home.create"),children:["loading"===o&&(0,r.jsx)(Dr.E,{lines:1}),"failed"===o&&(0,r.jsx)(Hr.W,{title:t("home.createFailed"),retrying:s,onRetry:()=>{e.types.load()}}),"loaded"===o&&i&&(0,r.jsxs)(Gr,{role:"list",children:[0===i.length&&(0,r.jsx)("li",{children:t("home.noTypes")}),i.slice(0,4).map(e=>(0,r.jsx)("li",{children:(0,r.jsxs)(Wr,{href:`/bills/new?specification=${encodeURIComponent(e.id)}`,onClick:jn,children:[(0,r.jsx)(Yr,{"aria-hidden":"true",children:"+"}),"en-US"===n&&e.enName||e.name]})},e.id)),i.length>4&&(0,r.jsx)("li",{children:(0,r.jsx)(Wr,{href:"/bills/new",onClick:jn,children:t("home.more")})})]})]})}),Gr=a.Ay.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`,Wr=a.Ay.a`
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
`,Yr=a.Ay.span`
  font-size: ${({theme:e})=>e.typography.subtitle.size}px;
`;var qr=n(6452),Kr=n(9194),Vr=n(4050),Jr=n(831),Zr=n(8445),Qr=n(44),Xr=n(1246),eo=n(4087);const to=(0,qt.PA)(function({home:e,myId:t,now:n}){const{t:o}=(0,zt.B)(),i=(0,Br.Y)(),{status:s,value:a,retrying:c}=e.recent,l=(0,r.jsx)(ro,{href:"/bills",onClick:jn,children:o("home.allBills")});return(0,r.jsxs)(yn.w,{title:o("home.recent"),actions:l,children:["loading"===s&&(0,r.jsx)(Dr.r,{count:3}),"failed"===s&&(0,r.jsx)(Hr.W,{title:o("home.recentFailed"),retrying:c,onRetry:()=>{e.recent.load()}}),"loaded"===s&&a&&0===a.bills.length&&(0,r.jsx)(Pr.p,{title:o("home.noRecent")}),"loaded"===s&&a&&a.bills.length>0&&(0,r.jsx)(Qr.B,{"aria-label":o("home.recent"),children:a.bills.map(e=>(0,r.jsx)(Qr.c,{children:(0,r.jsxs)(Xr.Z,{title:e.title||e.code,href:`/bills/${encodeURIComponent(e.id)}`,onNavigate:jn,aside:(0,r.jsx)(eo.W,{tone:(0,qr.T)(e.state),children:Mn.Kb[i][e.state]}),children:[(0,r.jsxs)(no,{children:[e.code," · ",(0,Zr.O)(e.updateTime,n,i)]}),(0,r.jsx)(no,{children:(0,Kr.N)((0,Vr.V)(e,t),Jr.G[i],e=>a.names.get(e)??null)})]})},e.id))})]})}),no=a.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
  overflow-wrap: anywhere;
`,ro=a.Ay.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.control.touch}px;
  padding: 0 ${({theme:e})=>e.spacing.sm}px;
`,oo=(0,qt.PA)(function({home:e,todos:t}){const{t:n}=(0,zt.B)(),{status:o,retrying:i}=e.todos;if("loading"===o)return(0,r.jsx)(yn.w,{title:n("home.todos"),children:(0,r.jsx)(Dr.E,{lines:2})});if("failed"===o)return(0,r.jsx)(yn.w,{title:n("home.todos"),children:(0,r.jsx)(Hr.W,{title:n("home.todosFailed"),retrying:i,onRetry:()=>{e.todos.load()}})});const s=t.filter(t=>e.count(t.key)>0);return(0,r.jsx)(yn.w,{title:n("home.todos"),"data-testid":"home-todos",children:0===s.length?(0,r.jsx)(Pr.p,{title:n("home.nothingNeedsYou"),children:n("home.nothingNeedsYouHint")}):(0,r.jsx)(io,{role:"list",children:s.map(t=>(0,r.jsx)("li",{children:(0,r.jsxs)(so,{href:t.href,onClick:jn,"data-todo":t.key,children:[(0,r.jsx)(ao,{children:e.count(t.key)}),(0,r.jsx)(co,{children:n(`home.todo.${t.key}`)})]})},t.key))})})}),io=a.Ay.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${nr.$_.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`,so=a.Ay.a`
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
`,ao=a.Ay.span`
  font-size: ${({theme:e})=>e.typography.headline.size+4}px;
  line-height: 1.2;
  font-weight: 600;
  color: ${({theme:e})=>e.colors.brandOnSurface};
`,co=a.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,lo=(0,qt.PA)(function(){const{t:e}=(0,zt.B)(),t=(0,Qt.xC)(),n=Jn(t),[o]=(0,d.useState)(()=>Date.now()),i=t.session.isSignedIn;(0,d.useEffect)(()=>{i&&n.loadAll()},[n,i]);const s=e=>{const n=t.microApps.get(e);return n?En(t,n.descriptor):0===t.microApps.apps.length},a=Wn.filter(e=>s(e.app));return(0,r.jsxs)(mn.Y,{title:e("home.title"),width:"wide",description:t.session.staff&&(0,r.jsxs)(r.Fragment,{children:[e("home.hello"),(0,r.jsx)("strong",{children:t.session.staff.name})]}),children:[(0,r.jsx)(oo,{home:n,todos:a}),(0,r.jsxs)(uo,{children:[s("bills")&&(0,r.jsx)(Fr,{home:n}),(0,r.jsx)(to,{home:n,myId:t.session.staff?.id??null,now:o})]})]})}),uo=a.Ay.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  gap: ${({theme:e})=>e.spacing.xl}px;
  align-items: start;

  ${nr.$_.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;const ho=new Set(["__proto__","constructor","prototype"]),po=/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,fo=["kk","kingOA","hzBank","microsoftTeams"],go=new Set(["ekbCorpId","appId","code","state","corpId","auth_code","sso_auth","accessToken","appid","attr","needPostEvent","HIDE_WX_MENU","tempToken","ticket","type","oemPlatform","sdkName","mode","loginBySession","singlePoint","userId","deviceType","platform"]),mo=/^[A-Za-z0-9_.-]{1,64}$/,yo=/^(1|true|yes)$/i;var xo=n(3273),bo=n(8238);const wo=document.getElementById("app");wo&&async function(e){const t=jt(),{params:s,warnings:a}=function(e){const{values:t,warnings:n}=function(e,t){const n=new Map,r=[],o=new Set,i=new Set,s=e=>{const t=`${e.key}\n${e.reason}`;i.has(t)||(i.add(t),r.push(e))};for(const r of function(e){const t=e.indexOf("#"),n=-1===t?e:e.slice(0,t);return n.startsWith("?")?n.slice(1):n}(e).split("&")){if(""===r)continue;const e=r.indexOf("="),i=ie(-1===e?r:r.slice(0,e));if(void 0===i)continue;if(ho.has(i)){s({key:i,reason:"reserved-key"});continue}if(!t.has(i))continue;if(o.has(i)){s({key:i,reason:"repeated"});continue}if(o.add(i),-1===e){n.set(i,null);continue}const a=ie(r.slice(e+1));void 0===a?s({key:i,reason:"malformed-encoding"}):a.length>2048?s({key:i,reason:"too-long"}):po.test(a)?s({key:i,reason:"control-characters"}):n.set(i,a)}return{values:n,warnings:r}}(e,go),r=[...n],o=e=>t.get(e),i=e=>o(e)||void 0,s=e=>{const t=o(e);return null===t||void 0!==t&&yo.test(t)},a=(e,t)=>{const n=i(e);if(void 0!==n)return t(n)?n:void r.push({key:e,reason:"invalid-value"})},c={ekbCorpId:i("ekbCorpId"),appId:i("appId"),code:i("code"),state:i("state"),corpId:i("corpId"),authCode:i("auth_code"),ssoAuth:i("sso_auth"),accessToken:i("accessToken"),hostAppId:i("appid"),attr:i("attr"),needPostEvent:s("needPostEvent"),hideWxMenu:s("HIDE_WX_MENU"),tempToken:i("tempToken"),ticket:i("ticket"),type:a("type",e=>"oem"===e||"eBridge"===e),oemPlatform:i("oemPlatform"),sdkName:a("sdkName",e=>{return t=e,fo.includes(t)||mo.test(e);var t}),mode:a("mode",e=>"debug"===e),loginBySession:s("loginBySession"),singlePoint:s("singlePoint"),userId:i("userId"),deviceType:i("deviceType"),platform:i("platform")};return{params:Object.freeze(c),warnings:Object.freeze(r)}}(function(e,t){const n=new URLSearchParams(e),r=_.filter(e=>n.has(e));if(r.length>0||U.some(e=>n.has(e)))return D(t,L,Object.fromEntries(r.map(e=>[e,n.get(e)]))),e;const o=B(t,L);if(!o)return e;for(const e of _){const t=o[e];"string"==typeof t&&n.set(e,t)}const i=n.toString();return i?`?${i}`:""}(window.location.search,t));for(const{key:e,reason:t}of a)console.warn(`[shell] startup parameter ${e} ignored: ${t}`);const{config:c,problems:l}=await async function(e=fetch){try{const t=await e(S,{cache:"no-store",credentials:"same-origin"});if(404===t.status)return{config:m,problems:[]};if(!t.ok)return{config:m,problems:[`${S} answered ${t.status}`]};const n=await t.text();let r;try{r=JSON.parse(n)}catch{return{config:m,problems:[`${S} is not valid JSON`]}}return function(e){const t=[];if(!y(e))return{config:m,problems:void 0===e?[]:["config must be an object"]};const n=m,r=e.grantEndpointPatterns;let o=n.grantEndpointPatterns;Array.isArray(r)&&r.every(e=>"string"==typeof e)?o=r:void 0!==r&&t.push("grantEndpointPatterns must be a list of strings");const i=w(e,"featbit",t),s=w(e,"identityProvider",t),a=w(e,"businessCenter",t),c=w(e,"lab",t);return{config:{apiBase:x(e,"apiBase",n.apiBase,t,"")??n.apiBase,grantEndpointPatterns:o,registryUrl:x(e,"registryUrl",n.registryUrl,t,""),registryFallbackUrl:x(e,"registryFallbackUrl",n.registryFallbackUrl,t,""),featbit:{mode:A(i,t),sdkKey:x(i,"sdkKey",null,t,"featbit."),streamingUrl:x(i,"streamingUrl",null,t,"featbit."),pollingUrl:x(i,"pollingUrl",null,t,"featbit."),eventsUrl:x(i,"eventsUrl",null,t,"featbit.")},identityProvider:{host:x(s,"host",null,t,"identityProvider."),clientId:x(s,"clientId",n.identityProvider.clientId,t,"identityProvider.")??"client-app",crossOrigin:b(s,"crossOrigin",t,"identityProvider.")},businessCenter:{host:x(a,"host",null,t,"businessCenter.")},lab:{enabled:b(c,"enabled",t,"lab."),crashRoute:b(c,"crashRoute",t,"lab."),host:x(c,"host",null,t,"lab.")},hosts:j(w(e,"hosts",t),t)},problems:t}}(r)}catch(e){const t=e instanceof Error?e.message:String(e);return{config:m,problems:[`${S} could not be loaded: ${t}`]}}}();for(const e of l)console.warn("[shell] config:",e);const d=$t(),u=(0,It.h)(vt(d)),h=(0,Ge.u)({baseURL:c.apiBase,grantEndpointPatterns:c.grantEndpointPatterns,getLocale:()=>p.locale.locale}),p=new wr.y({http:h,i18n:u});p.http.setGrantTokenProvider(()=>p.session.accessToken??void 0),document.documentElement.lang=p.locale.locale,(0,o.mJ)(()=>p.locale.locale,e=>function(e,t){try{e?.setItem(wt,t)}catch{}}(d,e));const f=function(e){const t=Ct(e,Ot),n=Ct(e,Pt);return{..."light"===t||"dark"===t?{themeMode:t}:{},..."small"===n||"normal"===n||"large"===n?{fontSize:n}:{}}}(d);f.themeMode&&p.ui.setThemeMode(f.themeMode),f.fontSize&&p.ui.setFontSize(f.fontSize),(0,o.mJ)(()=>({themeMode:p.ui.themeMode,fontSize:p.ui.fontSize}),e=>function(e,t){try{e?.setItem(Ot,t.themeMode),e?.setItem(Pt,t.fontSize)}catch{}}(d,e));for(const e of Et)p.registerModule(e);const v=function(e){return(0,Tt.Ys)(function(e){const t=[{path:"/login",element:(0,r.jsx)(Ft,{})},{path:"/selectEnterprise5",element:(0,r.jsx)(dn,{identityProvider:e.identityProvider})},{path:"/error",element:(0,r.jsx)(Nt.z,{})},{path:"/signin-problem",element:(0,r.jsx)(pn,{})},{path:"/initializing",element:(0,r.jsx)(Ut,{})},{path:"/signed-out",element:(0,r.jsx)(Ur,{identityProvider:e.identityProvider})}];return e.lab.crashRoute&&t.push({path:"/__lab-crash",element:(0,r.jsx)(Dt,{})}),t.push({element:(0,r.jsx)(zr,{identityProvider:e.identityProvider}),children:[{index:!0,element:(0,r.jsx)(lo,{})},{path:"/web",element:(0,r.jsx)(lo,{})},{path:"/me",element:(0,r.jsx)(Cn,{})},{path:"*",element:null}]}),[{errorElement:(0,r.jsx)(Yt._,{}),children:t}]}(e))}(c);R({root:p,config:c,navigate:e=>{v.navigate(e)}}),c.lab.enabled&&function(e,t=window){t.__expenseLab=Object.freeze({microApps:()=>e.microApps.apps.map(t=>({name:t.descriptor.name,type:t.descriptor.type,status:e.microApps.isQuarantined(t.descriptor.name)?"QUARANTINED":t.status,attempts:t.attempts,lastError:t.lastError})),extensions:()=>e.extensions.names,flagStatus:()=>e.flags.get()?.store.status??null,session:()=>({status:e.session.status,staffId:e.session.staff?.id??null,corporationId:e.session.corporationId,host:e.hostBridge.get()?.id??null})})}(p);const $=(0,i.createRoot)(e);if($.render((0,r.jsx)(g,{root:p,router:v})),function(e,t){try{return t===oe&&Boolean(e?.getItem(re))}catch{return!1}}(t,window.location.pathname))return p.session.signedOut(),{root:p,params:s,reactRoot:$};try{t?.removeItem(re)}catch{}return async function(e){const{root:t,config:r,params:o,router:i}=e,s=Promise.all([n.e(887),n.e(944)]).then(()=>n(8944)),a=Promise.all([n.e(701),n.e(762),n.e(332)]).then(()=>n(9332));s.catch(()=>{}),a.catch(()=>{});const c=await St({root:t,config:r,params:o,navigate:e=>i.navigate(e,{replace:!0}),localeRemembered:e.localeRemembered});t.http.setUnauthorizedHandler(()=>{t.session.unauthorized(),i.navigate("/login")});const l=t.session.staff;if("signed-in"!==c||!l)return;const d=a.then(e=>e.fetchAppRegistry(t,r));d.catch(()=>{});try{const{startFlagStore:e}=await s;await e({root:t,config:r,staff:l,host:o.sdkName??o.type??"web"})}catch(e){console.error("[shell] feature flags failed to start; modules use catalogue defaults",e)}const{startRuntime:u}=await a;await u({root:t,config:r,flags:t.flags.get()?.modules,registry:d})}({root:p,config:c,params:s,router:v,localeRemembered:kt(d)}),{root:p,params:s,reactRoot:$}}(wo).catch(e=>function(e,t){console.error("[shell] start-up failed",t);const n=(0,It.h)(vt($t())),o=t instanceof Error?t.message:String(t);(0,i.createRoot)(e).render((0,r.jsx)(xo.x,{i18n:n,children:(0,r.jsxs)(a.NP,{theme:(0,bo.m)({mode:"light",fontSize:"normal"}),children:[(0,r.jsx)(c,{}),(0,r.jsx)(Nt.z,{detail:o,onRetry:()=>window.location.reload()})]})}))}(wo,e))},6612(e,t,n){n.d(t,{O:()=>l});var r=n(4848),o=n(8456),i=n(4564),s=n(1681),a=n(6227),c=n(6334);function l(){const{t:e}=(0,o.B)();return(0,r.jsx)(s.Y,{title:e("microApp.notFoundTitle"),children:(0,r.jsx)(a.p,{action:(0,r.jsx)(i.$,{variant:"primary",onClick:()=>(0,c.c)("/"),children:e("error.backHome")}),children:e("microApp.notFound")})})}},8841(e,t,n){function r(e){const t=e.replace(/\/+$/,"");return""===t?"/":t}function o(e,t){if("string"!=typeof e||"string"!=typeof t)return!1;const n=r(e);return"/"===n||t===n||t.startsWith(`${n}/`)}function i(e,t){let n,i=-1;for(const s of e){if(void 0===s.rootPath||!o(s.rootPath,t))continue;const e=r(s.rootPath).length;e>i&&(n=s,i=e)}return n}n.d(t,{$:()=>i})},2392(e,t,n){function r(e){return"string"==typeof e.params.flag?e.params.flag:`module-${e.name}`}n.d(t,{I:()=>r})},4694(e,t,n){n.d(t,{Sl:()=>i,bp:()=>o,vI:()=>s,yt:()=>a});const r=["SYS_ADMIN","REPORT_VIEW","BUDGET_MANAGE","LOAN_MANAGE","EXPENSE_MANAGE","REQUISITION_MANAGE","CUSTOM_REPORT_VIEW","SETTLEMENT_MANAGE","TRIP_MANAGE","CORP_WALLET_MANAGE","INVOICE_MANAGE","SUPPLEMENT_INVOICE","AUDIT_ADMIN","SMART_REPORT","BANK_ACCOUNT_MANAGE","PAYMENT_WORKBENCH","CREDIT_MANAGE"];function o(e){return"string"==typeof e&&r.includes(e)}function i(e,t){return e.permissions.includes(t)}function s(e){if("object"!=typeof e||null===e)return null;const t=Reflect.get(e,"privilege");return o(t)?t:null}function a(e,t){const n=s(e);return null===n||i(t,n)}n.d(t,["bh",0,r,"s2",0,["submitter","approver","creator","extensionAdministrator"]])},7701(e,t,n){n.d(t,{$:()=>r});class r extends Error{constructor(...e){var t,n;super(...e),n="ListQueryError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}},3384(e,t,n){n.d(t,{b:()=>p});var r=n(7701),o=n(6582);const i=/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/,s=new Set(["true","false","null"]);function a(e,t){if("string"!=typeof e||e.length>200||!i.test(e))throw new r.$(`${t}: ${n=e,"string"!=typeof n?"a "+(null===n?"null":typeof n):JSON.stringify(n.length>40?`${n.slice(0,40)}…`:n)} is not a dotted field path`);var n;if(s.has(e))throw new r.$(`${t}: ${e} is a literal keyword, not a field path`);return e}function c(e){return`"${e.replace(/[\\"]/g,"\\$&")}"`}function l(e,t){if(null===e)return"null";if("string"==typeof e)return c(e);if("boolean"==typeof e)return e?"true":"false";if("number"==typeof e){if(!Number.isFinite(e))throw new r.$(`${t}: ${String(e)} cannot be compared`);return Object.is(e,-0)?"0":new o.W(e).toFixed()}throw new r.$(`${t}: a ${typeof e} is not a string, number, boolean or null`)}var d=n(4041);const u={asc:"ASC",ASC:"ASC",desc:"DESC",DESC:"DESC"},h={clauses:[],orders:[],select:[],dims:[],limit:{start:0,count:10}};function p(){return f(h)}function f(e){const t=t=>f({...e,...t}),n=n=>{const o=[...e.clauses,n];if(o.join(" && ").length>4e3)throw new r.$("The filter would be longer than 4000 characters");return t({clauses:o})};return Object.freeze({in(e,t){const o=a(e,"in");if(!Array.isArray(t))throw new r.$(`in: ${o} needs a list of values`);if(0===t.length)throw new r.$(`in: ${o} needs at least one value (the backend has no empty in())`);const i=Array.from(t,e=>l(e,`in: ${o}`));return n(`${o}.in(${i.join(",")})`)},contains(e,t){const o=a(e,"contains");if("string"!=typeof t)throw new r.$(`contains: ${o} takes a string`);return n(`${o}.contains(${c(t)})`)},eq(e,t){const r=a(e,"eq");return n(`${r} == ${l(t,`eq: ${r}`)}`)},orderBy(n,o){const i=a(n,"orderBy"),s="string"==typeof o&&Object.hasOwn(u,o)?u[o]:null;if(!s)throw new r.$(`orderBy: the order must be asc, desc, ASC or DESC, not ${"string"==typeof o?JSON.stringify(o):"a "+typeof o}`);const c={value:i,order:s},l=e.orders.findIndex(e=>e.value===i),d=l<0?[...e.orders,c]:e.orders.map((e,t)=>t===l?c:e);return t({orders:d})},select:e=>t({select:g(e,"select")}),dims:e=>t({dims:g(e,"dims")}),page:(e,n=10)=>t({limit:(0,d.L)(e,n)}),toBody:()=>function(e){const t={limit:{...e.limit}};return e.clauses.length>0&&(t.filterBy=e.clauses.join(" && ")),e.orders.length>0&&(t.orderBy=e.orders.map(e=>({...e}))),e.select.length>0&&(t.select=e.select.join(",")),e.dims.length>0&&(t.dims=e.dims.join(",")),t}(e)})}function g(e,t){if(!Array.isArray(e))throw new r.$(`${t} takes a list of field paths`);if(e.length>50)throw new r.$(`${t} takes at most 50 field paths`);return[...new Set(Array.from(e,e=>a(e,t)))]}},4041(e,t,n){function r(e,t=10){const n="number"!=typeof t||Number.isNaN(t)?10:Math.min(1e3,Math.max(1,Math.floor(t))),r=Math.floor(Number.MAX_SAFE_INTEGER/n)+1;return{start:((Number.isInteger(e)&&e>=1?Math.min(e,r):1)-1)*n,count:n}}n.d(t,{L:()=>r})},2346(e,t,n){n.d(t,{_:()=>s});var r=n(4848),o=n(8124),i=n(7547);function s(){const e=(0,o.r5)();console.error("[shell] route error",e);const t=(0,o.pX)(e)?`${e.status} ${e.statusText}`:e instanceof Error?e.message:void 0;return(0,r.jsx)(i.z,{detail:t,onRetry:()=>window.location.reload()})}},9581(e,t,n){n.d(t,{g:()=>s});var r=n(1380),o=n(7679);function i(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class s{setLocale(e){const t=(0,o.Q)(e);this.locale=t,this.i18n.changeLanguage(t),"undefined"!=typeof document&&(document.documentElement.lang=t)}get isEnglish(){return"en-US"===this.locale}constructor(e){i(this,"i18n",void 0),i(this,"locale",void 0),this.i18n=e,this.locale=(0,o.Q)(e.language),(0,r.l_)(this,{i18n:!1})}}},9911(e,t,n){n.d(t,{y:()=>w,A:()=>x});var r=n(1380);class o{register(e){this.extensions.set(e.name,{...e,exports:Object.freeze({...e.exports})})}get(e){return this.extensions.get(e)}get names(){return[...this.extensions.keys()]}constructor(){var e,t,n;e=this,t="extensions",n=r.sH.map(new Map,{deep:!1}),t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,(0,r.l_)(this,{extensions:!1})}}function i(e){return{descriptor:e,status:"NOT_LOADED",loadStartedAt:null,loadedAt:null,loadDurationMs:null,mountedAt:null,lastError:null,lastErrorAt:null,attempts:0}}const s=["NOT_LOADED","LOADING_SOURCE_CODE","NOT_BOOTSTRAPPED","BOOTSTRAPPING","NOT_MOUNTED","MOUNTING","MOUNTED","UPDATING","UNMOUNTING","UNLOADING","LOAD_ERROR","SKIP_BECAUSE_BROKEN"];function a(e){return"string"==typeof e&&s.includes(e)}const c=new Set(["NOT_BOOTSTRAPPED","BOOTSTRAPPING","NOT_MOUNTED","MOUNTING","MOUNTED","UPDATING","UNMOUNTING","UNLOADING"]),l=new Set(["MOUNTED","UPDATING"]);function d(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const u=new Set(["NOT_LOADED","LOADING_SOURCE_CODE","LOAD_ERROR"]);class h{get apps(){return[...this.records.values()]}get broken(){return this.apps.filter(e=>"SKIP_BECAUSE_BROKEN"===e.status)}get loadFailed(){return this.apps.filter(e=>"LOAD_ERROR"===e.status)}get mounted(){return this.apps.filter(e=>l.has(e.status))}setRegistryError(e){this.registryError=e}quarantine(e,t){this.quarantined.add(e),this.recordError(e,new Error(t))}isQuarantined(e){return this.quarantined.has(e)}setPath(e){this.path=e}get(e){return this.records.get(e)}register(e){for(const t of e){const e=this.records.get(t.name);e?e.descriptor=t:this.records.set(t.name,i(t))}}setStatus(e,t,n=this.clock()){const r=this.records.get(e);if(!r||!a(t)||r.status===t)return;const o=r.status;r.status=t;const i="LOADING_SOURCE_CODE"===t,s="LOADING_SOURCE_CODE"!==o&&u.has(o);(i||s&&(c.has(t)||"LOAD_ERROR"===t))&&(r.attempts+=1,r.loadStartedAt=i?n:null,r.loadedAt=null,r.loadDurationMs=null),c.has(t)&&u.has(o)&&(r.loadedAt=n,r.loadDurationMs=null===r.loadStartedAt?null:n-r.loadStartedAt),l.has(t)?l.has(o)||(r.mountedAt=n):"UNMOUNTING"!==t&&(r.mountedAt=null)}recordError(e,t,n=this.clock()){const r=this.records.get(e);r&&(r.lastError=function(e){const t=e instanceof Error?e.message||e.name:String(e);return t.length>500?`${t.slice(0,500)}…`:t}(t),r.lastErrorAt=n)}syncFromSingleSpa(e,t,n=this.clock()){for(const r of e()){const e=t(r);a(e)&&this.setStatus(r,e,n)}}constructor(e=()=>Date.now()){d(this,"clock",void 0),d(this,"records",void 0),d(this,"registryError",void 0),d(this,"quarantined",void 0),d(this,"path",void 0),this.clock=e,this.records=new Map,this.registryError=null,this.quarantined=new Set,this.path="undefined"==typeof window?"/":window.location.pathname,(0,r.l_)(this,{clock:!1,get:!1,isQuarantined:!1},{autoBind:!0})}}var p=n(5243),f=n(9581),g=n(6669),m=n(7001);function y(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const x=["/login","/selectEnterprise5","/error","/signin-problem","/initializing","/me","/signed-out"];function b(e){const t=e.replace(/\/+$/,"");return(""===t?"/":t).toLowerCase()}class w{registerModule(e){if(this.modules.has(e.id))throw new p.aV(`Module "${e.id}" is already registered`);const t=e.routes.map(e=>b(e.path));e.registry.rootPath&&t.push(`rootPath:${b(e.registry.rootPath)}`);for(const n of t){const t=this.routeOwners.get(n);if(t)throw new p.aV(`Module "${e.id}" claims ${n}, which "${t}" already owns`)}if(new Set(t).size!==t.length)throw new p.aV(`Module "${e.id}" declares the same route twice`);for(const t of e.stores??[])if(this.stores.has(t.ref.id))throw new p.aV(`Store "${t.ref.id}" is already registered`);for(const n of t)this.routeOwners.set(n,e.id);for(const t of e.stores??[])this.stores.set(t.ref.id,t.create(this));this.modules.set(e.id,e)}get moduleIds(){return[...this.modules.keys()]}isRegistered(e){return this.modules.has(e)}getModule(e){return this.modules.get(e)}getStore(e){if(!this.stores.has(e.id))throw new Error(`Store "${e.id}" is not registered: is its module in src/modules.ts?`);return this.stores.get(e.id)}constructor(e){y(this,"session",new g.c),y(this,"ui",new m._),y(this,"microApps",new h),y(this,"extensions",new o),y(this,"flags",r.sH.box(null,{deep:!1})),y(this,"hostBridge",r.sH.box(null,{deep:!1})),y(this,"locale",void 0),y(this,"http",void 0),y(this,"i18n",void 0),y(this,"modules",new Map),y(this,"stores",new Map),y(this,"routeOwners",new Map),this.http=e.http,this.i18n=e.i18n,this.locale=new f.g(e.i18n);for(const e of x)this.routeOwners.set(b(e),"shell")}}},6669(e,t,n){n.d(t,{c:()=>i});var r=n(1380);function o(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class i{setIdentitySessionEnd(e){this.endIdentitySession=e}endIdentity(){this.endIdentitySession()}get corporationId(){return this.staff?.corporationId??null}get isSignedIn(){return"signed-in"===this.status}hasPermission(e){return this.permissions.includes(e)}startSignIn(){this.status="signing-in",this.failure=null,this.problem=null,this.dialog=null}granted(e){this.accessToken=e}signedIn(e){this.staff=e.staff,this.accessToken=e.accessToken??this.accessToken,this.permissions=[...e.permissions??[]],this.isAuthorized=e.isAuthorized??!1,this.home5=e.home5??!1,this.isAssistPlatform=e.isAssistPlatform??!1,this.status=e.staff.corporationId?"signed-in":"no-corporation"}unauthorized(){this.clear(),this.status="unauthorized"}signedOut(){this.clear(),this.status="signed-out"}failed(e){this.status="failed",this.failure=e}hostProblem(e,t=null){this.status="failed",this.problem=e??t?.message??null,this.dialog=t}dismissDialog(){this.dialog=null}clear(){this.staff=null,this.accessToken=null,this.permissions=[],this.isAuthorized=!1,this.home5=!1,this.isAssistPlatform=!1,this.status="idle",this.failure=null,this.problem=null,this.dialog=null}constructor(){o(this,"status","idle"),o(this,"staff",null),o(this,"accessToken",null),o(this,"permissions",[]),o(this,"isAuthorized",!1),o(this,"home5",!1),o(this,"isAssistPlatform",!1),o(this,"failure",null),o(this,"problem",null),o(this,"dialog",null),o(this,"endIdentitySession",()=>{}),(0,r.l_)(this,{endIdentitySession:!1})}}},7001(e,t,n){n.d(t,{_:()=>a});var r=n(1380),o=n(8238),i=n(7808);function s(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class a{get theme(){return(0,o.m)({mode:this.themeMode,brandColor:this.brandColor,fontSize:this.fontSize})}setThemeMode(e){this.themeMode="dark"===e?"dark":"light"}setBrandColor(e){return!("string"!=typeof e||!(0,i.f)(e)||(this.brandColor=e,0))}setFontSize(e){this.fontSize="large"===e||"small"===e?e:"normal"}setCompactFrame(e){this.compactFrame=e}setPage(e){this.page=e}constructor(){s(this,"themeMode","light"),s(this,"brandColor",o.i),s(this,"fontSize","normal"),s(this,"compactFrame",!1),s(this,"page",null),(0,r.l_)(this,{},{autoBind:!0})}}},5243(e,t,n){n.d(t,{aV:()=>r,b6:()=>o,ki:()=>i});class r extends Error{constructor(...e){var t,n;super(...e),n="ModuleDefinitionError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}function o(e,t){return{ref:e,create:t}}function i(e){const{id:t,registry:n,routes:o}=e;if(!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(t))throw new r(`Module id "${t}" must be kebab-case`);if("APPLICATION"===n.type&&!n.rootPath)throw new r(`Module "${t}" is an APPLICATION and needs a rootPath`);for(const e of o)if(!e.path.startsWith("/"))throw new r(`Module "${t}" route "${e.path}" must be absolute`);return Object.freeze({...e})}},1456(e,t,n){n.d(t,{Pj:()=>s,xC:()=>i});var r=n(6540);const o=(0,r.createContext)(null);function i(){const e=(0,r.useContext)(o);if(!e)throw new Error("useRootStore must be used inside <RootStoreContext.Provider>");return e}function s(e){return i().getStore(e)}n.d(t,["H$",0,o])},2753(e,t,n){n.d(t,{M:()=>r});class r extends Error{constructor(...e){var t,n;super(...e),n="ThemeError",(t="name")in this?Object.defineProperty(this,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):this[t]=n}}},8238(e,t,n){n.d(t,{i:()=>l,m:()=>h});const r={light:{text:"#1d2129",textSecondary:"#4e5969",textDisabled:"#a9aeb8",background:"#f5f6f8",surface:"#ffffff",surfaceRaised:"#ffffff",divider:"#e5e6eb",border:"#7b8390",danger:"#c62828",warning:"#995c00",success:"#1a7f37",mask:"rgba(0, 0, 0, 0.45)",overlay:"rgba(0, 0, 0, 0.85)"},dark:{text:"#e8eaed",textSecondary:"#a9afb9",textDisabled:"#5c6270",background:"#121316",surface:"#1c1d21",surfaceRaised:"#26282d",divider:"#2e3036",border:"#7c828d",danger:"#ff7b72",warning:"#e3b341",success:"#56d364",mask:"rgba(0, 0, 0, 0.6)",overlay:"rgba(0, 0, 0, 0.85)"}};var o=n(899),i=n(3014),s=n(7808);function a(e,t,n){const r=(0,o.E2)(t);return`#${(0,o.E2)(e).map((e,t)=>Math.round(e+(r[t]-e)*n)).map(e=>e.toString(16).padStart(2,"0")).join("")}`}var c=n(2753);const l="#2555FF",d=new Map([["small",{size:12,lineHeight:20}],["normal",{size:14,lineHeight:22}],["large",{size:16,lineHeight:24}]]),u=["#ffffff","#1d2129","#000000"];function h({mode:e,brandColor:t=l,fontSize:n="normal"}){if("light"!==e&&"dark"!==e)throw new c.M(`Unknown theme mode ${y(e)}`);const o=d.get(n);if(!o)throw new c.M(`Unknown font size ${y(n)}`);const a=(0,s.q)(t,"brand colour");return x({mode:e,colors:g(r[e],a),font:{...o,family:'-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Helvetica, Arial, sans-serif'},typography:f(o),spacing:{xxs:2,xs:4,sm:8,md:12,lg:16,xl:24,xxl:32},radius:{sm:2,md:4,lg:8,round:9999},elevation:p[e],zIndex:{sticky:100,nav:200,popup:999,modal:1e3,toast:1100},motion:{overlayMs:300,quickMs:150},breakpoints:i.LO,control:i.fU})}const p={light:{card:"0 1px 2px rgba(0, 0, 0, 0.06)",raised:"0 4px 12px rgba(0, 0, 0, 0.12)",overlay:"0 12px 32px rgba(0, 0, 0, 0.2)"},dark:{card:"0 1px 2px rgba(0, 0, 0, 0.4)",raised:"0 4px 12px rgba(0, 0, 0, 0.5)",overlay:"0 12px 32px rgba(0, 0, 0, 0.6)"}};function f(e){const t=(t,n)=>({size:e.size+t,lineHeight:e.lineHeight+t,weight:n});return{caption:t(-2,400),body:t(0,400),subtitle:t(2,600),title:t(4,600),headline:t(6,600)}}function g(e,t){const n=u.find(e=>(0,o.yN)(e,t)>=4.5)??"#000000",r="#ffffff"===n?"#000000":"#ffffff",i=[e.background,e.surface].every(e=>(0,o.yN)(t,e)>=3);return{...e,brand:t,brandHover:a(t,r,.12),brandText:n,brandOnSurface:m(e,t),focusRing:i?t:e.text}}function m(e,t){for(let n=0;n<=10;n+=1){const r=a(t,e.text,n/10);if([e.background,e.surface,e.surfaceRaised].every(e=>(0,o.yN)(r,e)>=4.5))return r}return e.text}function y(e){return"string"==typeof e?JSON.stringify(e.slice(0,40)):String(e)}function x(e){for(const t of Object.values(e))"object"==typeof t&&null!==t&&x(t);return Object.freeze(e)}},899(e,t,n){n.d(t,{E2:()=>o,bp:()=>i,yN:()=>s});var r=n(7808);function o(e){const t=(0,r.q)(e),[n,o,i]=[1,3,5].map(e=>parseInt(t.slice(e,e+2),16));return[n,o,i]}function i(e){const[t,n,r]=o(e).map(e=>{const t=e/255;return t<=.04045?t/12.92:((t+.055)/1.055)**2.4});return.2126*t+.7152*n+.0722*r}function s(e,t){const[n,r]=[i(e),i(t)].sort((e,t)=>t-e);return(n+.05)/(r+.05)}},7808(e,t,n){n.d(t,{f:()=>i,q:()=>s});var r=n(2753);const o=/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;function i(e){return"string"==typeof e&&o.test(e)}function s(e,t="colour"){if(!i(e))throw new r.M(`Invalid ${t} ${function(e){if("string"!=typeof e)return`(${null===e?"null":typeof e})`;const t=e.length>40?`${e.slice(0,40)}…`:e;return JSON.stringify(t)}(e)}: expected "#" followed by 3 or 6 hex digits, like "#2555ff".`);const n=e.slice(1).toLowerCase();return 3===n.length?`#${[...n].map(e=>e+e).join("")}`:`#${n}`}},3014(e,t,n){var r=n(3679);const o={tablet:600,desktop:1024},i=e=>`(max-width: ${e-.02}px)`,s={phone:`@media ${i(o.tablet)}`,tabletUp:`@media (min-width: ${o.tablet}px)`,desktop:`@media (min-width: ${o.desktop}px)`,touch:`@media (pointer: coarse), ${i(o.tablet)}`,reducedMotion:"@media (prefers-reduced-motion: reduce)"},a=i(o.tablet);n.d(t,["$_",0,s,"K8",0,a,"LO",0,o,"N5",0,e=>({theme:t})=>{const{size:n,lineHeight:r,weight:o}=t.typography[e];return`font-size: ${n}px; line-height: ${r}px; font-weight: ${o};`},"RB",0,({theme:e})=>r.AH`
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
`])},8445(e,t,n){n.d(t,{O:()=>a});var r=n(9915),o=n(7290);const i=36e5,s=24*i;function a(e,t,n){const a=(0,o.x)(t)-(0,o.x)(e);if(Number.isNaN(a))return"";const c=r.A[n]??r.A["zh-CN"];if(a>=365*s)return c.years(Math.floor(a/(365*s)));if(a>=30*s)return c.months(Math.floor(a/(30*s)));if(a>=7*s)return c.weeks(Math.floor(a/(7*s)));if(a>=s)return c.days(Math.floor(a/s));if(a>=i)return c.hours(Math.floor(a/i));if(a>=18e5)return c.halfAnHour;for(const e of[15,10,5,3])if(a>=6e4*e)return c.minutes(e);return c.justNow}},9915(e,t,n){const r=(e,t)=>`${e} ${t}${1===e?"":"s"} ago`,o={"zh-CN":{years:e=>`${e}年前`,months:e=>`${e}个月前`,weeks:e=>`${e}周前`,days:e=>`${e}天前`,hours:e=>`${e}小时前`,halfAnHour:"半小时前",minutes:e=>`${e}分钟前`,justNow:"刚刚"},"en-US":{years:e=>r(e,"year"),months:e=>r(e,"month"),weeks:e=>r(e,"week"),days:e=>r(e,"day"),hours:e=>r(e,"hour"),halfAnHour:"half an hour ago",minutes:e=>r(e,"minute"),justNow:"just now"}};n.d(t,["A",0,o])},7290(e,t,n){function r(e){return e instanceof Date?e.getTime():"number"==typeof e&&Number.isFinite(e)?e:Number.NaN}n.d(t,{x:()=>r})},5531(e,t,n){n.d(t,{L:()=>a});var r=n(4848),o=n(6540),i=n(3679),s=n(7135);function a({title:e,children:t,actions:n,onDismiss:i}){const a=(0,o.useId)(),p=(0,o.useId)(),f=(0,o.useRef)(null);return(0,s.Z)(f,!0,i),(0,o.useEffect)(()=>{f.current?.querySelector("button")?.focus()},[]),(0,r.jsx)(c,{children:(0,r.jsxs)(l,{ref:f,role:"alertdialog","aria-modal":"true","aria-labelledby":a,"aria-describedby":p,children:[(0,r.jsx)(d,{id:a,children:e}),(0,r.jsx)(u,{id:p,children:t}),(0,r.jsx)(h,{children:n})]})})}const c=i.Ay.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  background: ${({theme:e})=>e.colors.mask};
  z-index: ${({theme:e})=>e.zIndex.modal};
`,l=i.Ay.div`
  width: min(400px, 100%);
  padding: 24px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
`,d=i.Ay.h2`
  margin: 0 0 8px;
  font-size: ${({theme:e})=>e.font.size+2}px;
`,u=i.Ay.p`
  margin: 0 0 20px;
  overflow-wrap: anywhere;
`,h=i.Ay.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`},2625(e,t,n){n.d(t,{t:()=>a});var r=n(4848),o=n(6540),i=n(7547);function s(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class a extends o.Component{static getDerivedStateFromError(e){return{error:e instanceof Error?e:new Error(String(e))}}componentDidCatch(e,t){console.error("[shell] render error",e,t.componentStack),this.props.onError?.(e,t)}render(){return this.state.error?(0,r.jsx)(i.z,{detail:this.state.error.message,onRetry:this.handleRetry}):this.props.children}constructor(...e){super(...e),s(this,"state",{error:null}),s(this,"handleRetry",()=>{window.location.reload()})}}},4857(e,t,n){n.d(t,{L:()=>o});var r=n(4848);function o({title:e}){return(0,r.jsxs)("svg",{role:"img","aria-label":e,width:"160",height:"120",viewBox:"0 0 160 120",children:[(0,r.jsx)("title",{children:e}),(0,r.jsx)("rect",{x:"20",y:"18",width:"120",height:"84",rx:"10",fill:"none",stroke:"currentColor",strokeWidth:"4",opacity:"0.35"}),(0,r.jsx)("line",{x1:"20",y1:"38",x2:"140",y2:"38",stroke:"currentColor",strokeWidth:"4",opacity:"0.35"}),(0,r.jsx)("circle",{cx:"34",cy:"28",r:"3",fill:"currentColor",opacity:"0.5"}),(0,r.jsx)("circle",{cx:"46",cy:"28",r:"3",fill:"currentColor",opacity:"0.5"}),(0,r.jsx)("path",{d:"M80 52 L100 88 H60 Z",fill:"none",stroke:"currentColor",strokeWidth:"5",strokeLinejoin:"round"}),(0,r.jsx)("line",{x1:"80",y1:"64",x2:"80",y2:"76",stroke:"currentColor",strokeWidth:"5",strokeLinecap:"round"}),(0,r.jsx)("circle",{cx:"80",cy:"82",r:"2.5",fill:"currentColor"})]})}},7547(e,t,n){n.d(t,{z:()=>c});var r=n(4848),o=n(8456),i=n(3679),s=n(4564),a=n(4857);function c({detail:e,onRetry:t}){const{t:n}=(0,o.B)();return(0,r.jsxs)(l,{role:"alert","data-testid":"error-screen",children:[(0,r.jsx)(d,{children:(0,r.jsx)(a.L,{title:n("error.imageAlt")})}),(0,r.jsx)(u,{children:n("error.unknownProblem")}),t&&(0,r.jsx)(s.$,{type:"button",variant:"primary",onClick:t,children:n("error.retry")}),e&&(0,r.jsxs)(h,{children:[(0,r.jsx)("summary",{children:n("error.details")}),(0,r.jsx)("code",{children:e})]})]})}const l=i.Ay.main`
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
`},9928(e,t,n){n.d(t,{U:()=>i,W:()=>s});var r=n(6540),o=n(3014);function i(e){return(0,r.useSyncExternalStore)(t=>{if("function"!=typeof window.matchMedia)return()=>{};const n=window.matchMedia(e);return n.addEventListener("change",t),()=>n.removeEventListener("change",t)},()=>function(e){return"undefined"!=typeof window&&"function"==typeof window.matchMedia&&window.matchMedia(e).matches}(e),()=>!1)}function s(){return i(o.K8)}},4337(e,t,n){n.d(t,{T:()=>u});var r=n(4848),o=n(990),i=n(6540),s=n(7949),a=n(4564),c=n(1451),l=n(5704),d=n(8061);function u(e){const{open:t,title:n,children:u,tone:h="primary",onConfirm:p,onCancel:f}=e,g=(0,s.z)(c.Z),[m,y]=(0,i.useState)(!1),x=(0,l.G)(t);return(0,r.jsx)(o.bL,{open:t,onOpenChange:e=>!e&&!m&&f(),children:(0,r.jsxs)(o.ZL,{children:[(0,r.jsx)(d.zs,{}),(0,r.jsxs)(d.Ci,{role:"alertdialog",onCloseAutoFocus:x,...u?{}:{"aria-describedby":void 0},children:[(0,r.jsx)(d.L3,{children:n}),u&&(0,r.jsx)(d.Aw,{asChild:!0,children:(0,r.jsx)("div",{children:u})}),(0,r.jsxs)(d.ii,{children:[(0,r.jsx)(a.$,{onClick:f,disabled:m,children:e.cancelLabel??g.cancel}),(0,r.jsx)(a.$,{variant:"danger"===h?"danger":"primary",loading:m,onClick:()=>{(async()=>{y(!0);try{await p()}finally{y(!1)}})()},children:e.confirmLabel??g.confirm})]})]})]})})}},6227(e,t,n){n.d(t,{p:()=>s});var r=n(4848),o=n(3679),i=n(3014);function s({title:e,children:t,action:n}){return(0,r.jsxs)(a,{role:"status",children:[e?(0,r.jsx)(c,{children:e}):(0,r.jsx)(c,{as:"div",children:t}),e&&t&&(0,r.jsx)(l,{children:t}),n&&(0,r.jsx)(d,{children:n})]})}const a=o.Ay.div`
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
`,g=o.Ay.div`
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
`;n.d(t,["Aw",0,f,"Ci",0,u,"L3",0,p,"ii",0,g,"wY",0,h,"zs",0,d])},5704(e,t,n){n.d(t,{G:()=>o});var r=n(6540);function o(e){const t=(0,r.useRef)(null);return(0,r.useLayoutEffect)(()=>{e&&document.activeElement instanceof HTMLElement&&(t.current=document.activeElement)},[e]),e=>{const n=t.current;n?.isConnected&&(e.preventDefault(),n.focus())}}},8505(e,t,n){n.d(t,{QA:()=>s,j$:()=>i});var r=n(6540);const o=(0,r.createContext)({compact:!1,setPage:()=>{}});function i(){return(0,r.useContext)(o)}function s(e,t){const{setPage:n}=i();(0,r.useEffect)(()=>(n({title:e,back:t}),()=>n(null)),[n,e,t])}n.d(t,["tW",0,o])},6334(e,t,n){function r(e){if(window.location.pathname+window.location.search===e)return;let t=!1;const n=()=>{t=!0};window.addEventListener("popstate",n);try{window.history.pushState(window.history.state,"",e)}finally{window.removeEventListener("popstate",n)}t||window.dispatchEvent(new PopStateEvent("popstate",{state:window.history.state}))}function o(e="/"){const t=window.history.state;"number"==typeof t?.idx&&t.idx>0?window.history.back():r(e)}n.d(t,{O:()=>o,c:()=>r})},1451(e,t,n){n.d(t,["Z",0,{"zh-CN":{loading:"加载中…",retry:"重试",back:"返回",more:"更多",close:"关闭",cancel:"取消",confirm:"确定",search:"搜索",clear:"清除",previous:"上一页",next:"下一页",loadMore:"加载更多",allLoaded:"已全部加载",pageOf:(e,t)=>`第 ${e} / ${t} 页`,selected:e=>`已选 ${e} 项`,selectAll:"全选",selectRow:"选择此行",noOptions:"没有匹配的选项",from:"开始",to:"结束",leaveTitle:"离开此页？",leaveBody:"还有未保存的修改，离开后将丢失。",leave:"离开",stay:"留在此页",notices:"通知",dismiss:"关闭通知",step:(e,t)=>`第 ${e} 步，共 ${t} 步`},"en-US":{loading:"Loading…",retry:"Retry",back:"Back",more:"More",close:"Close",cancel:"Cancel",confirm:"OK",search:"Search",clear:"Clear",previous:"Previous page",next:"Next page",loadMore:"Load more",allLoaded:"All loaded",pageOf:(e,t)=>`Page ${e} of ${t}`,selected:e=>`${e} selected`,selectAll:"Select all",selectRow:"Select this row",noOptions:"No matching options",from:"From",to:"To",leaveTitle:"Leave this page?",leaveBody:"You have unsaved changes; they will be lost.",leave:"Leave",stay:"Stay",notices:"Notifications",dismiss:"Dismiss notification",step:(e,t)=>`Step ${e} of ${t}`}}])},1246(e,t,n){n.d(t,{Z:()=>a});var r=n(4848),o=n(8124),i=n(3679),s=n(3014);function a({title:e,to:t,href:n,onNavigate:i,aside:s,children:a,as:p="h3"}){const f=void 0!==t||void 0!==n,g=void 0!==t?(0,r.jsx)(u,{as:o.N_,to:t,onClick:i,children:e}):void 0!==n?(0,r.jsx)(u,{href:n,onClick:i,children:e}):e;return(0,r.jsxs)(c,{$linked:f,children:[(0,r.jsxs)(l,{children:[(0,r.jsx)(d,{as:p,children:g}),s&&(0,r.jsx)(h,{children:s})]}),a]})}const c=i.Ay.div`
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
`},4342(e,t,n){n.d(t,{z:()=>h});var r=n(4848),o=n(3679),i=n(7949),s=n(3014),a=n(4564),c=n(8505),l=n(6334),d=n(1451),u=n(4712);function h({title:e,description:t,back:n,actions:o}){const{compact:s}=(0,c.j$)(),h=(0,i.z)(d.Z);(0,c.QA)(e,n);const x=(0,r.jsx)(g,{id:"page-title",children:e});return(0,r.jsxs)(p,{children:[s?(0,r.jsx)(u.s,{children:x}):(0,r.jsxs)(f,{children:[void 0!==n&&(0,r.jsxs)(a.$,{variant:"text",onClick:()=>!0===n?(0,l.O)():(0,l.c)(n),children:["‹ ",h.back]}),x]}),t&&(0,r.jsx)(m,{children:t}),o&&(0,r.jsx)(y,{children:o})]})}const p=o.Ay.header`
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
`,g=o.Ay.h1`
  margin: 0;
  ${(0,s.N5)("headline")}
  overflow-wrap: anywhere;
`,m=o.Ay.p`
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
`;n.d(t,["B",0,i,"x",0,s])},7135(e,t,n){n.d(t,{Z:()=>d});var r=n(6540);const o=[];let i="";function s(e){return[...e.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])')].filter(e=>!e.hidden)}function a(){return o[o.length-1]}function c(e){const t=a();if(!t)return;if("Escape"===e.key)return e.preventDefault(),e.stopPropagation(),void t.onEscape();if("Tab"!==e.key)return;const n=s(t.element),r=n[0],o=n[n.length-1],i=document.activeElement;r&&o?!e.shiftKey||i!==r&&t.element.contains(i)?e.shiftKey||i!==o&&t.element.contains(i)||(e.preventDefault(),r.focus()):(e.preventDefault(),o.focus()):(e.preventDefault(),t.element.focus())}function l(e){const t=a();t&&e.target instanceof Node&&!t.element.contains(e.target)&&(s(t.element)[0]??t.element).focus()}function d(e,t,n){const a=(0,r.useRef)(n);(0,r.useEffect)(()=>{a.current=n}),(0,r.useEffect)(()=>{const n=e.current;if(t&&n)return r={element:n,opener:document.activeElement,onEscape:()=>a.current?.()},0===o.length&&(i=document.body.style.overflow,document.body.style.overflow="hidden",document.addEventListener("keydown",c,!0),document.addEventListener("focusin",l)),o.push(r),r.element.contains(document.activeElement)||(s(r.element)[0]??r.element).focus(),()=>function(e){const t=o.indexOf(e);if(t<0)return;const n=t===o.length-1;o.splice(t,1),0===o.length&&(document.body.style.overflow=i,document.removeEventListener("keydown",c,!0),document.removeEventListener("focusin",l)),n&&e.opener instanceof HTMLElement&&e.opener.isConnected&&e.opener.focus()}(r);var r},[t,e])}}};const t={};function n(r){const o=t[r];if(void 0!==o)return o.exports;const i=t[r]={exports:{}};return e[r](i,i.exports,n),i.exports}n.m=e,(()=>{const e=[];n.O=(t,r,o)=>{if(!r){for(var i=0;i<e.length;i++){let[r,o]=e[i],a=!0;for(var s=0;s<r.length;s++)n.O.j(r[s])?r.splice(s--,1):a=!1;if(a){e.splice(i--,1);const n=o();void 0!==n&&(t=n)}}return t}e.push([r,o])}})(),n.cw=e=>{var t;return()=>{if(e){var n=e;e=0,t={exports:{}},n.call(t.exports,t,t.exports)}return t.exports}},(()=>{const e=Object.getPrototypeOf;let t;n.t=function(r,o){if(1&o&&(r=this(r)),8&o)return r;if("object"==typeof r&&r){if(4&o&&r.__esModule)return r;if(16&o&&"function"==typeof r.then)return r}const i=Object.create(null);n.r(i);const s={};t=t||[null,e({}),e([]),e(e)];for(var a=2&o&&r;("object"==typeof a||"function"==typeof a)&&!~t.indexOf(a);a=e(a))Object.getOwnPropertyNames(a).forEach(e=>s[e]=()=>r[e]);return s.default=()=>r,n.d(i,s),i}})(),n.d=(e,t)=>{if(Array.isArray(t))for(var r=0;r<t.length;){var o=t[r++],i=t[r++],s=0===i?{enumerable:!0,value:t[r++]}:{enumerable:!0,get:i};n.o(e,o)||Object.defineProperty(e,o,s)}else for(var o in t)n.o(t,o)&&!n.o(e,o)&&Object.defineProperty(e,o,{enumerable:!0,get:t[o]})},n.f={},n.e=e=>{const t=[];return n.f.j(e,t),Promise.all(t)},n.u=e=>"js/"+({4:"host-feishu",68:"host-dingtalk",178:"host-hzbank",274:"host-workapp",275:"host-native",284:"host-teams",299:"host-kingOA",360:"host-web",381:"teams-js",401:"host-wecom",493:"host-cloudoffice",692:"host-remote",924:"host-kk"}[e]||e)+"."+{4:"b1284b2f",68:"982a9c57",178:"9927f5c3",274:"0bc4d1ce",275:"843972b0",284:"1458415c",293:"18cdd973",299:"76a60414",332:"a14631ac",360:"12db673a",381:"460050ca",401:"0699b920",493:"7e232c53",598:"2c8ac417",692:"e64f9c2c",701:"9b0d0b74",762:"272bbbeb",830:"52615dda",887:"af1e9184",924:"335baee3",944:"d11010b7"}[e]+".js",n.g=function(){if("object"==typeof globalThis)return globalThis;try{return this||new Function("return this")()}catch(e){if("object"==typeof window)return window}}(),n.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),(()=>{const e={},t="expense-web:";n.l=(r,o,i,s)=>{if(e[r])return void e[r].push(o);let a,c;if(void 0!==i){const e=document.getElementsByTagName("script");for(var l=0;l<e.length;l++){const n=e[l];if(n.getAttribute("src")==r||n.getAttribute("data-webpack")==t+i){a=n;break}}}a||(c=!0,a=document.createElement("script"),a.charset="utf-8",n.nc&&a.setAttribute("nonce",n.nc),a.setAttribute("data-webpack",t+i),a.src=r),e[r]=[o];const d=(t,n)=>{a.onerror=a.onload=null,clearTimeout(u);const o=e[r];if(delete e[r],a.parentNode?.removeChild(a),o?.forEach(e=>e(n)),t)return t(n)},u=setTimeout(d.bind(null,void 0,{type:"timeout",target:a}),12e4);a.onerror=d.bind(null,a.onerror),a.onload=d.bind(null,a.onload),c&&document.head.appendChild(a)}})(),n.r=e=>{Object.defineProperty(e,Symbol.toStringTag,{value:"Module"}),Object.defineProperty(e,"__esModule",{value:!0})},n.dn=e=>{var t=Object.getOwnPropertyDescriptor(e,"name");(!t||!t.writable&&t.configurable)&&Object.defineProperty(e,"name",{value:"default",configurable:!0})},n.p="/",(()=>{const e={995:0};n.f.j=(t,r)=>{let o=n.o(e,t)?e[t]:void 0;if(0!==o)if(o)r.push(o[2]);else{const i=new Promise((n,r)=>o=e[t]=[n,r]);r.push(o[2]=i);const s=new Error,a=r=>{if(n.o(e,t)&&(o=e[t],0!==o&&(e[t]=void 0),o)){const e=r&&("load"===r.type?"missing":r.type),n=r&&r.target&&r.target.src;s.message="Loading chunk "+t+" failed.\n("+e+": "+n+")",s.name="ChunkLoadError",s.type=e,s.request=n,s.event=r,o[1](s)}};n.l(n.p+n.u(t),a,"chunk-"+t,t)}},n.O.j=t=>0===e[t];const t=(t,r)=>{let[o,i,s]=r;var a,c,l=0;if(o.some(t=>0!==e[t])){for(a in i)n.o(i,a)&&(n.m[a]=i[a]);if(s)var d=s(n)}for(t&&t(r);l<o.length;l++)c=o[l],n.o(e,c)&&e[c]&&e[c][0](),e[c]=0;return n.O(d)},r=self.webpackChunkexpense_web=self.webpackChunkexpense_web||[];r.forEach(t.bind(null,0)),r.push=t.bind(null,r.push.bind(r))})(),n.nc=void 0;let r=n.O(void 0,[121],()=>n(5764));r=n.O(r)})();
//# sourceMappingURL=shell.a946abb9.js.map