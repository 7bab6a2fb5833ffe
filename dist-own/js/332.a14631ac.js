"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[332],{4594(e,t,n){function r(e,t,n,r){return{type:"boolean",defaultValue:t,owner:e,description:{en:n,zh:r}}}n.r(t),n.d(t,{Ao:()=>s,Es:()=>i,oZ:()=>a,tG:()=>l});const o={"module-bills":r("bills",!0,"Bills module (list, detail, submit).","单据模块（列表、详情、提交）。"),"module-approval":r("approval",!0,"Approval module.","审批模块。"),"module-print":r("print",!0,"Print module.","打印模块。"),"module-upload":r("upload",!0,"Attachment upload module.","附件上传模块。"),"module-group-center":r("group-center",!0,"Group center: permissions for subsidiary corporations.","集团中心：为下属公司分配权限。"),"module-admin-rules":r("admin-rules",!0,"Admin rules: fee assignment rule configuration.","管理规则：费用分摊规则配置。"),"module-lab-demo":r("lab",!1,"Lab demo module, used to show live rollout; off for real staff.","实验室演示模块，用于展示实时发布；真实员工默认关闭。"),"bills-display-mode":{type:"string",defaultValue:"LIST",options:["LIST","TABLE"],owner:"bills",description:{en:"How the bill list is displayed.",zh:"单据列表的展示方式。"}},"upload-max-size-mb":{type:"number",defaultValue:24,owner:"upload",description:{en:"Largest attachment accepted, in MB.",zh:"单个附件的大小上限（MB）。"}},"approval-bulk-agree":{type:"boolean",defaultValue:!1,owner:"approval",description:{en:"Approve several documents at once.",zh:"批量同意审批单据。"}}};function i(e){return"string"==typeof e&&Object.prototype.hasOwnProperty.call(o,e)}function s(e){return o[e]}function a(e){return o[e].defaultValue}function l(e,t){}n.d(t,["lF",0,o])},9332(e,t,n){n.r(t),n.d(t,{fetchAppRegistry:()=>Bi,retryFailedLoads:()=>Ci.w,startRuntime:()=>qi});var r={};n.r(r),n.d(r,{Flag:()=>A,FlagModuleContext:()=>g.o,FlagStoreContext:()=>g.Z,useFlag:()=>v});var o={};n.r(o),n.d(o,{BILL_STATES:()=>R.N3,billStateLabels:()=>R.Kb,billStateTone:()=>_.T,describeNextStep:()=>z.N,fieldsOf:()=>G.Pf,isBillState:()=>R.rJ,isFields:()=>G.Ce,nextStepMessages:()=>D.G,nextStepOf:()=>U.V,parseWaitingNode:()=>F.n,readCount:()=>G._0,readId:()=>G.wh,readIds:()=>G.Zm,readList:()=>G.LD,readOneOf:()=>G.Qk,readText:()=>G.yR,readTime:()=>G.aQ});var i={};n.r(i),n.d(i,{DEFAULT_DEDUP_WINDOW_MS:()=>1e3,GRANT_HEADER:()=>W.N,HttpError:()=>B.j$,IGNORE_CODE:()=>B.$L,POLICY_CHECK_CODE:()=>B.SG,UNAUTHORIZED_CODES:()=>B.Yi,UNKNOWN_CODE:()=>V.h,createHttpClient:()=>H.u,httpMessages:()=>q.h,toHttpError:()=>V.e});var s={};n.r(s),n.d(s,{DEFAULT_LOCALE:()=>"zh-CN",LOCALES:()=>Z.Y,createI18n:()=>K.h,enLabelKey:()=>Y,localizedField:()=>Q,localizedLabel:()=>J,normalizeLocale:()=>Z.Q,resources:()=>K.E,useLocale:()=>X.Y,useLocalized:()=>ee.z});var a={};n.r(a),n.d(a,{CNY:()=>Ae,DEFAULT_SCALE:()=>2,MAX_CAPITAL_DIGITS:()=>we,MAX_DECIMAL_LENGTH:()=>200,MAX_SCALE:()=>20,MoneyError:()=>re,addDecimals:()=>ce,addMoney:()=>De,amountAriaLabel:()=>Ie,chineseCapitalAmount:()=>$e,compareDecimals:()=>ge,convert:()=>he,decimalFromNumber:()=>xe,divide:()=>pe,foreignLineAriaLabel:()=>_e,foreignLineLabel:()=>Re,formatAmount:()=>ke,formatDecimal:()=>Te,formatMoney:()=>Le,formatMoneySide:()=>Ne,isDecimalString:()=>se,moneyAriaLabel:()=>Me,moneyMessages:()=>Pe,moneyOf:()=>Ee,moneySide:()=>Se,multiply:()=>ue,parseMoney:()=>Ge,roundToScale:()=>me,sameCurrency:()=>ze,standardCurrency:()=>Ce,sumDecimals:()=>de,sumMoney:()=>Ue});var l={};n.r(l),n.d(l,{PREVIOUS_PAGE_KEY:()=>et,SLIDER_CAPTCHA_DELAY_MS:()=>3e3,buildPreviewUrl:()=>Ye,isSafeUrl:()=>Je.F,openLink:()=>Xe,overlayBus:()=>Qe.L,readPreviousPage:()=>rt,rememberPreviousPage:()=>nt,scheduleSliderCaptcha:()=>ot,triggerDownload:()=>it.z});var c={};n.r(c),n.d(c,{DEFAULT_PAGE_SIZE:()=>10,ListQueryError:()=>at.$,MAX_FIELD_LIST:()=>50,MAX_FILTER_LENGTH:()=>4e3,MAX_PAGE_SIZE:()=>1e3,createListQuery:()=>st.b,pageLimit:()=>lt.L});var d={};n.r(d),n.d(d,{BILL_ROLES:()=>St.s2,LocaleStore:()=>ut.g,ModuleDefinitionError:()=>dt.aV,NoPermission:()=>Tt,PRIVILEGE_CODES:()=>St.bh,PagedListStore:()=>yt,PrivilegeGuard:()=>jt,RootStore:()=>vt.y,RootStoreContext:()=>At.H$,SHELL_PATHS:()=>vt.A,SessionStore:()=>wt.c,UiStore:()=>$t._,addressOf:()=>ht,bindStore:()=>dt.b6,createStoreRef:()=>ct,defineModule:()=>dt.ki,hasPrivilege:()=>St.Sl,isMenuEntryAllowed:()=>St.yt,isPrivilegeCode:()=>St.bp,listProblemOf:()=>gt,placeOf:()=>mt,privilegeMessages:()=>Ct,privilegeOfParams:()=>St.vI,useListAddress:()=>bt,usePrivilege:()=>Et,useRootStore:()=>At.xC,useStore:()=>At.Pj});var u={};n.r(u),n.d(u,{BREAKPOINTS:()=>_t.LO,COLOR_TOKENS:()=>zt,DEFAULT_BRAND_COLOR:()=>Nt.i,PHONE_QUERY:()=>_t.K8,ThemeError:()=>Dt.M,buildTheme:()=>Nt.m,contrastRatio:()=>Ot.yN,controlSize:()=>_t.RB,focusRing:()=>_t.Rg,font:()=>Rt,isHexColor:()=>Pt.f,media:()=>_t.$_,normalizeHexColor:()=>Pt.q,relativeLuminance:()=>Ot.bp,s:()=>It,space:()=>Mt,squareControlSize:()=>_t.g8,typo:()=>_t.N5});var p={};n.r(p),n.d(p,{formatBillTime:()=>Bt,formatMonthDay:()=>Gt,formatMonthDayTime:()=>Ht,relativeTimeLabel:()=>Wt.O,timeMessages:()=>qt.A});var h={};n.r(h),n.d(h,{ActionBar:()=>or,ActionSheet:()=>fo,AlertDialog:()=>To.L,BottomSheet:()=>mo,BulkBar:()=>dr,Button:()=>Vt.$,Card:()=>lr.Z,Checkbox:()=>An,Combobox:()=>gn,ConfirmDialog:()=>co.T,CrossAppLink:()=>Ao,DataTable:()=>Cr,DateInput:()=>Zn,DateRangeInput:()=>Yn,Descriptions:()=>Zr.K,Drawer:()=>Lo._,EmptyState:()=>yo.p,ErrorBoundary:()=>Co.t,ErrorIllustration:()=>Eo.L,ErrorScreen:()=>jo.z,ErrorState:()=>bo.W,Field:()=>Jt,FrameContext:()=>wo.tW,Grid:()=>ar.x,IMAGE_EXTENSIONS:()=>Mo.f9,IconButton:()=>Kt.K,IframeViewer:()=>Ro.ry,ImagePreviewer:()=>Io.R,Input:()=>sn,LayerManager:()=>Bo.T,LayerOutlet:()=>Ko.f,LeaveGuard:()=>vo,List:()=>cr.B,ListItem:()=>cr.c,LoadMore:()=>Pr,Modal:()=>ko.a,MoneyField:()=>pn,NoticeCentre:()=>no,NoticeStore:()=>Qr,NumberField:()=>un,OVERLAY_DEFAULTS:()=>Oo.c,OverlayHost:()=>_o.j,Page:()=>nr.Y,PageHeader:()=>rr.z,Pagination:()=>Tr,RadioGroup:()=>On,SearchField:()=>er,Section:()=>sr.w,SegmentedControl:()=>Dn.I,Select:()=>hn,SidePopup:()=>No.O,Skeleton:()=>xo.E,SkeletonCards:()=>xo.r,Spinner:()=>Zt.y,Stack:()=>ar.B,StatusBadge:()=>Rr.W,Stepper:()=>Br,Surface:()=>lr.u,Switch:()=>jn,TabNav:()=>Wn,Tabs:()=>Gn,Tag:()=>Rr.v,TextArea:()=>cn,TextField:()=>on,Timeline:()=>_r,TwoPartPanel:()=>Zo,VisuallyHidden:()=>Yt.s,ZOOM:()=>Oo.L,appResourceHandlers:()=>Vo,browserResourceHandlers:()=>Ho,goBack:()=>$o.O,inputStyles:()=>rn,isImageName:()=>Mo.lS,layerManager:()=>Bo.F,navigateInApp:()=>$o.c,notices:()=>eo,openResource:()=>Go,pageWindow:()=>Er,resolveResource:()=>Uo,useFrame:()=>wo.j$,useFramePage:()=>wo.QA,useIsPhone:()=>$r.W,useLayer:()=>Po.Z,useMediaQuery:()=>$r.U,useVisibleRows:()=>Sr,visibleRange:()=>Ar,visuallyHidden:()=>Yt.Q});var m=n(4594),f={};n.r(f),n.d(f,{FLAG_CATALOG:()=>m.lF,assertDeclared:()=>m.tG,flagDefault:()=>m.oZ,flagDefinition:()=>m.Ao,isFlagKey:()=>m.Es});var g=n(5935),x=n(6540),y=n.t(x,2);const b=()=>{};function v(e){const t=(0,x.useContext)(g.Z),n=(0,x.useContext)(g.o);n&&(0,m.tG)(n,e);const r=(0,x.useCallback)(n=>t?t.onChange(t=>{t.includes(e)&&n()}):b,[t,e]),o=()=>t?t.variation(e):(0,m.oZ)(e);return(0,x.useSyncExternalStore)(r,o,o)}var w=n(4848),$=n.t(w,2);function A({name:e,value:t,fallback:n=null,children:r}){const o=v(e),i=void 0===t?!0===o:o===t;return(0,w.jsx)(w.Fragment,{children:i?r:n})}var S=n(961),C=n.t(S,2),E=n(5338),j=n.t(E,2),T=n(1380),k=n(4648),L={};n.r(L),n.d(L,{Observer:()=>k.nu,_observerFinalizationRegistry:()=>k.FH,clearTimers:()=>k.oR,enableStaticRendering:()=>k.eO,isUsingStaticRendering:()=>k.Pe,observer:()=>k.PA,useLocalObservable:()=>k.iz});var N=n(6475),O={};n.r(O),n.d(O,{I18nContext:()=>N.gJ,I18nextProvider:()=>N.xC,IcuTrans:()=>N._h,IcuTransWithoutContext:()=>N.zH,Trans:()=>N.x6,TransWithoutContext:()=>N.M6,Translation:()=>N.wD,composeInitialProps:()=>N.rz,date:()=>N.p6,getDefaults:()=>N.rV,getI18n:()=>N.TO,getInitialProps:()=>N.Dz,initReactI18next:()=>N.r9,nodesToString:()=>N.Yk,number:()=>N.ai,plural:()=>N.LS,select:()=>N.Lt,selectOrdinal:()=>N.ml,setDefaults:()=>N.Pj,setI18n:()=>N.Vx,time:()=>N.kB,useSSR:()=>N.aG,useTranslation:()=>N.Bd,withSSR:()=>N.d$,withTranslation:()=>N.CI});var P=n(8124),I=n(3679),M={};n.r(M),n.d(M,{ServerStyleSheet:()=>I.E,StyleSheetConsumer:()=>I.lI,StyleSheetContext:()=>I.Yb,StyleSheetManager:()=>I.ID,ThemeConsumer:()=>I.e$,ThemeContext:()=>I.Dx,ThemeProvider:()=>I.NP,__PRIVATE__:()=>I.mG,createGlobalStyle:()=>I.DU,createTheme:()=>I.an,css:()=>I.AH,default:()=>I.Ay,isStyledComponent:()=>I.p4,keyframes:()=>I.i7,styled:()=>I.I4,stylisPluginRSC:()=>I.Mj,useTheme:()=>I.DP,version:()=>I.rE,withTheme:()=>I.SL});var R=n(7263),_=n(6452),z=n(9194),D=n(831),U=n(4050),F=n(9466),G=n(4141),H=n(5907),B=n(6163),W=n(6702),q=n(9161),V=n(875),K=n(7799),Z=n(7679);function Y(e){return 0===e.length?"en":`en${e[0].toUpperCase()}${e.slice(1)}`}function J(e,t){const n=e.enLabel;return"en-US"===t&&"string"==typeof n&&""!==n.trim()?n:e.label}function Q(e,t,n){const r=e[t],o=e[Y(t)];return J({label:"string"==typeof r?r:"",enLabel:"string"==typeof o?o:null},n)}var X=n(9328),ee=n(7949),te=n(6582);function ne(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class re extends Error{constructor(e,t=""){super(e),ne(this,"name","MoneyError"),ne(this,"field",void 0),this.field=t}}const oe=/^-?\d+(\.\d+)?$/,ie=te.W.clone({precision:500,rounding:te.W.ROUND_HALF_UP});function se(e){return"string"==typeof e&&e.length<=200&&oe.test(e)}function ae(e,t){if(!se(e)){const n="string"==typeof e?JSON.stringify(e.slice(0,40)):typeof e;throw new re(`${t} must be a decimal string, not ${n}`)}return new ie(e)}function le(e){return e.isZero()?"0":e.toFixed()}function ce(e,t){return le(ae(e,"An addend").plus(ae(t,"An addend")))}function de(e){return le(e.reduce((e,t)=>e.plus(ae(t,"An addend")),new ie(0)))}function ue(e,t){return le(ae(e,"A factor").times(ae(t,"A factor")))}function pe(e,t,n=2){const r=ae(t,"A divisor"),o=ae(e,"A dividend");return fe(r.isZero()?new ie(0):o.dividedBy(r),n)}function he(e,t,n=2){return fe(ae(e,"An amount").times(ae(t,"A rate")),n)}function me(e,t=2){return fe(ae(e,"An amount"),t)}function fe(e,t){const n=e.toDecimalPlaces(function(e){if(!Number.isInteger(e)||e<0||e>20)throw new re("A scale must be a whole number from 0 to 20","scale");return e}(t),te.W.ROUND_HALF_UP);return n.isZero()?new ie(0).toFixed(t):n.toFixed(t)}function ge(e,t){return ae(e,"A compared value").comparedTo(ae(t,"A compared value"))}function xe(e){if(!Number.isFinite(e))return;const t=le(new ie(e));return se(t)?t:void 0}const ye=["零","壹","贰","叁","肆","伍","陆","柒","捌","玖"],be=["仟","佰","拾",""],ve=["","万","亿","万亿"],we=4*ve.length;function $e(e){if(!se(e))return null;const t=me(e,2),n=t.startsWith("-"),[r,o]=(n?t.slice(1):t).split("."),i=r.replace(/^0+(?=\d)/,"");if(i.length>we)return null;const s=Number(o[0]),a=Number(o[1]),l="0"===i?"":`${function(e){const t=e.padStart(4*Math.ceil(e.length/4),"0").match(/\d{4}/g)??[];let n="",r=!1;return t.forEach((e,o)=>{const i=ve[t.length-1-o];"0000"!==e?(""!==n&&(r||e.startsWith("0"))&&(n+=ye[0]),r=!1,n+=function(e){let t="",n=!1;for(let r=0;r<4;r+=1){const o=Number(e[r]);0!==o?(n&&(t+=ye[0]),n=!1,t+=ye[o]+be[r]):n=""!==t}return t}(e)+i):r=""!==n}),n}(i)}元`;if(!l&&0===s&&0===a)return"零元整";let c="";return s>0?c+=`${ye[s]}角`:a>0&&l&&(c+=ye[0]),c+=a>0?`${ye[a]}分`:"整",`${n?"负":""}${l}${c}`}const Ae=Object.freeze({strCode:"CNY",numCode:"156",symbol:"¥",unit:"元",scale:2});function Se(e,t){const n=e[t];return void 0===n?null:{amount:n,currency:{strCode:e[`${t}StrCode`]??"",numCode:e[`${t}NumCode`]??"",symbol:e[`${t}Symbol`]??"",unit:e[`${t}Unit`]??"",scale:e[`${t}Scale`]??2}}}function Ce(e){return{strCode:e.standardStrCode,numCode:e.standardNumCode,symbol:e.standardSymbol,unit:e.standardUnit,scale:e.standardScale}}function Ee(e,t=Ae){return{standard:e,standardScale:t.scale,standardUnit:t.unit,standardSymbol:t.symbol,standardNumCode:t.numCode,standardStrCode:t.strCode}}const je={"zh-CN":{group:",",decimal:"."},"en-US":{group:",",decimal:"."}};function Te(e,t,n){const r=je[n]??je["zh-CN"],o=me(e,t),i=o.startsWith("-"),[s,a]=(i?o.slice(1):o).split(".");return`${i?"-":""}${s.replace(/\B(?=(\d{3})+$)/g,r.group)}${void 0===a?"":r.decimal+a}`}function ke(e,t,n){const r=Te(e,t.scale,n),o=r.startsWith("-"),i=o?r.slice(1):r,s=o?"-":"";return t.symbol?`${s}${t.symbol}${i}`:t.strCode?`${t.strCode} ${s}${i}`:r}function Le(e,t){return ke(e.standard,Ce(e),t)}function Ne(e,t,n){const r=Se(e,t);return r?ke(r.amount,r.currency,n):null}const Oe=(...e)=>e.filter(Boolean).join(" "),Pe={"zh-CN":{minus:"负",currencies:{CNY:{name:"人民币",unit:"元"},USD:{name:"美元"},EUR:{name:"欧元"},JPY:{name:"日元"},HKD:{name:"港币"},GBP:{name:"英镑"}},amount:({amount:e,name:t,unit:n})=>Oe(t,e,n),foreignLine:({foreign:e,rate:t,standard:n})=>`${e}，汇率 ${t}，折合${n}`},"en-US":{minus:"minus",currencies:{CNY:{name:"Chinese yuan"},USD:{name:"US dollars"},EUR:{name:"euros"},JPY:{name:"Japanese yen"},HKD:{name:"Hong Kong dollars"},GBP:{name:"British pounds"}},amount:({amount:e,name:t})=>Oe(e,t),foreignLine:({foreign:e,rate:t,standard:n})=>`${e} at a rate of ${t}, equal to ${n}`}};function Ie(e,t,n){const r=Pe[n]??Pe["zh-CN"],o=Te(e,t.scale,n),i=o.startsWith("-")?`${r.minus}${"en-US"===n?" ":""}${o.slice(1)}`:o,s=Object.hasOwn(r.currencies,t.strCode)?r.currencies[t.strCode]:void 0;return s?r.amount({amount:i,name:s.name,unit:s.unit??""}):t.strCode?r.amount({amount:i,name:t.strCode,unit:""}):r.amount({amount:i,name:"",unit:t.unit})}function Me(e,t){return Ie(e.standard,Ce(e),t)}function Re(e,t){const n=Se(e,"foreign");if(!n||void 0===e.rate)return null;const r=n.currency.strCode||n.currency.symbol,o=Te(n.amount,n.currency.scale,t),i=ke(e.standard,Ce(e),t);return`${r?`${r} `:""}${o} × ${e.rate} = ${i}`}function _e(e,t){const n=Se(e,"foreign");return n&&void 0!==e.rate?(Pe[t]??Pe["zh-CN"]).foreignLine({foreign:Ie(n.amount,n.currency,t),rate:e.rate,standard:Ie(e.standard,Ce(e),t)}):null}function ze(e,t){return e.strCode&&t.strCode?e.strCode===t.strCode:e.numCode&&t.numCode?e.numCode===t.numCode:e.symbol===t.symbol&&e.unit===t.unit}function De(e,t){return Ue([e,t],Ce(e))}function Ue(e,t){let n=t.scale;for(const[r,o]of e.entries()){const e=Ce(o);if(!ze(e,t))return new re(`Amount ${r+1} is in ${e.strCode||e.symbol||"?"}, not ${t.strCode||t.symbol}`,"standardStrCode");n=Math.max(n,e.scale)}return Ee(me(de(e.map(e=>e.standard)),n),{...t,scale:n})}const Fe=["Unit","Symbol","NumCode","StrCode"];function Ge(e){if("object"!=typeof e||null===e||Array.isArray(e))return new re("Money must be an object");const t=e;try{const e={standard:We(t,"standard")??Ze("standard"),standardScale:Ve(t,"standardScale"),standardUnit:Ke(t,"standardUnit")??"",standardSymbol:Ke(t,"standardSymbol")??"",standardNumCode:Ke(t,"standardNumCode")??"",standardStrCode:Ke(t,"standardStrCode")??""},n=We(t,"foreign");if(void 0!==n){Object.assign(e,He(t,"foreign",n),{rate:qe(t,"rate")??Ze("rate")});const r=qe(t,"sysRate");void 0!==r&&(e.sysRate=r)}const r=We(t,"budget");if(void 0!==r){Object.assign(e,He(t,"budget",r));const n=qe(t,"budgetRate");void 0!==n&&(e.budgetRate=n)}return e}catch(e){return e instanceof re?e:new re("Money could not be read")}}function He(e,t,n){const r={[t]:n,[`${t}Scale`]:Ve(e,`${t}Scale`)};for(const n of Fe){const o=Ke(e,`${t}${n}`);void 0!==o&&(r[`${t}${n}`]=o)}return r}function Be(e,t){const n=Object.hasOwn(e,t)?e[t]:void 0;return null===n||""===n?void 0:n}function We(e,t){const n=Be(e,t);if(void 0===n)return;const r="number"==typeof n?xe(n):n;if(se(r)&&r.length<=60)return r;throw new re(`${t} must be a decimal amount`,t)}function qe(e,t){const n=We(e,t);if(n?.startsWith("-"))throw new re(`${t} must not be negative`,t);return n}function Ve(e,t){const n=Be(e,t);if(void 0===n)return 2;const r="string"==typeof n&&/^\d{1,2}$/.test(n)?Number(n):n;if("number"==typeof r&&Number.isInteger(r)&&r>=0&&r<=20)return r;throw new re(`${t} must be a whole number from 0 to 20`,t)}function Ke(e,t){const n=Be(e,t);if(void 0===n)return;const r="number"==typeof n&&Number.isSafeInteger(n)?String(n):n;if("string"==typeof r&&r.length<=32)return r;throw new re(`${t} must be a short text`,t)}function Ze(e){throw new re(`${e} is required`,e)}function Ye({previewHost:e,url:t,name:n,watermark:r}){const o=new URLSearchParams({url:t,name:n});return r&&o.set("watermark",r),`${e.replace(/\/+$/,"")}/view/url?${o.toString()}`}var Je=n(5457),Qe=n(7793);function Xe(e,t="newTab",n){if(!(0,Je.F)(e))return!1;if("frame"===t)return Qe.L.emit("iframeViewer:open",{url:e,title:n});try{return window.open(e,"_blank","noopener,noreferrer"),!0}catch{return!1}}const et="expense:previousPage",tt=e=>"string"==typeof e&&e.startsWith("/")&&!e.startsWith("//");function nt(e,t=sessionStorage){if(tt(e))try{t.setItem(et,e)}catch{}}function rt(e="/",t=sessionStorage){try{const n=t.getItem(et);return tt(n)?n:e}catch{return e}}function ot(e,{delayMs:t=3e3,setTimer:n=setTimeout}={}){return new Promise((r,o)=>{n(()=>{e().then(r,o)},t)})}var it=n(2175),st=n(3384),at=n(7701),lt=n(4041);function ct(e){if(!/^[a-z][a-z0-9-]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/.test(e))throw new Error(`Store ref id "${e}" must be kebab-case, optionally with a ".name" suffix`);return Object.freeze({id:e})}var dt=n(5243),ut=n(9581);function pt(e){return null!==e&&/^\d{1,6}$/.test(e)?Number(e):null}function ht(e,t,n=""){const r=["page","size",...e.filterAddress?.keys??[]].map(e=>n+e),o=new URLSearchParams(t);r.forEach(e=>o.delete(e));const i={};e.page>1&&(i.page=String(e.page)),e.pageSize!==e.pageSizes[0]&&(i.size=String(e.pageSize));const s=e.filterAddress?.write(e.filters)??{};for(const[e,t]of Object.entries(((e,t)=>Object.fromEntries(Object.entries(e).map(([e,n])=>[`${t}${e}`,n])))({...i,...s},n)))o.set(e,t);return o}function mt(e,t,n=""){const r=new URLSearchParams;for(const[e,o]of t)e.startsWith(n)&&r.set(e.slice(n.length),o);const o=pt(r.get("size"));return{page:pt(r.get("page"))??1,pageSize:null!==o&&e.pageSizes.includes(o)?o:e.pageSizes[0],filters:e.filterAddress?e.filterAddress.read(r,e.defaults):e.defaults}}function ft(e,t){return"object"==typeof e&&null!==e?Reflect.get(e,t):void 0}function gt(e){return ft(e,"code")===B.$L?"ignore":404===ft(e,"status")?"notFound":"failed"}function xt(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class yt{get name(){return this.source.name}get orderedData(){return[...this.data.values()]}get pageCount(){return Math.max(1,Math.ceil(this.count/this.pageSize))}get hasMore(){return this.page<this.pageCount}get isFiltered(){const e=this.source.isFiltered;return e?e(this.filters,this.defaults):(t=this.filters,n=this.defaults,!Object.keys(t).every(e=>Object.is(t[e],n[e])));var t,n}get query(){return this.source.query(this.filters,{page:this.page,pageSize:this.pageSize})}setFilters(e){return this.filters={...this.filters,...e},this.page=1,this.fetchPage()}resetFilters(){return this.setFilters(this.defaults)}setPage(e){const t=Number.isInteger(e)?Math.min(Math.max(e,1),this.pageCount):1;return t===this.page&&this.isLoaded?Promise.resolve():(this.page=t,this.fetchPage())}setPageSize(e){return this.pageSizes.includes(e)?(this.pageSize=e,this.page=1,this.fetchPage()):Promise.resolve()}restore(e){return this.filters=e.filters,this.pageSize=this.pageSizes.includes(e.pageSize)?e.pageSize:this.pageSize,this.page=Number.isInteger(e.page)&&e.page>0?e.page:1,this.fetchPage()}loadMore(){return!this.hasMore||this.isFetching?Promise.resolve():this.fetchPage(this.page+1,!0)}refresh(){return this.stale=!0,this.fetchPage()}invalidate(){this.stale=!0,this.isLoaded=!1}async write(e){try{return await e()}finally{(0,T.h5)(()=>this.stale=!0),await this.fetchPage()}}async fetchPage(e=this.page,t=!1){const n=++this.latest,r=this.stale,o=this.source.query(this.filters,{page:e,pageSize:this.pageSize});this.isFetching=!0,this.error=null;try{const i=await this.source.load(o,{fresh:r});if(n!==this.latest)return;(0,T.h5)(()=>{const n=i.items.map(e=>[this.source.keyOf(e),e]);this.data=new Map(t?[...this.data,...n]:n),this.count=i.count,this.page=e,this.isLoaded=!0,r&&(this.stale=!1)}),0===i.items.length&&e>this.pageCount&&await this.setPage(this.pageCount)}catch(e){const t=gt(e);if(n!==this.latest||"ignore"===t)return;(0,T.h5)(()=>this.error=t)}finally{n===this.latest&&(0,T.h5)(()=>this.isFetching=!1)}}constructor(e,t){xt(this,"source",void 0),xt(this,"data",void 0),xt(this,"count",void 0),xt(this,"page",void 0),xt(this,"pageSize",void 0),xt(this,"filters",void 0),xt(this,"isFetching",void 0),xt(this,"isLoaded",void 0),xt(this,"error",void 0),xt(this,"latest",void 0),xt(this,"stale",void 0),xt(this,"defaults",void 0),xt(this,"pageSizes",void 0),xt(this,"filterAddress",void 0),this.source=e,this.data=new Map,this.count=0,this.page=1,this.isFetching=!1,this.isLoaded=!1,this.error=null,this.latest=0,this.stale=!1,this.defaults=t.filters,this.filters=t.filters,this.pageSizes=t.pageSizes??[10],this.pageSize=this.pageSizes[0],this.filterAddress=e.address,(0,T.l_)(this,{source:!1,latest:!1,stale:!1,defaults:!1,pageSizes:!1,filterAddress:!1})}}function bt(e,t=""){const[n,r]=(0,P.ok)(),o=(0,x.useRef)(null),i=n.toString();(0,x.useEffect)(()=>{if(i===o.current)return;const n=mt(e,new URLSearchParams(i),t);e.isLoaded&&!e.isFetching&&function(e,t){return e.page===t.page&&e.pageSize===t.pageSize&&Object.keys(t.filters).every(n=>Object.is(e.filters[n],t.filters[n]))}(e,n)||e.restore(n)},[e,i,t]),(0,x.useEffect)(()=>(0,T.mJ)(()=>[e.page,e.pageSize,e.filters],()=>r(n=>{const r=ht(e,n,t);return o.current=r.toString(),r},{replace:!0})),[e,r,t])}var vt=n(9911),wt=n(6669),$t=n(7001),At=n(1456),St=n(4694);const Ct={"zh-CN":{meaning:{SYS_ADMIN:"系统",REPORT_VIEW:"费用报表",BUDGET_MANAGE:"预算",LOAN_MANAGE:"借款",EXPENSE_MANAGE:"报销单",REQUISITION_MANAGE:"申请单",CUSTOM_REPORT_VIEW:"高级报表",SETTLEMENT_MANAGE:"结算方式",TRIP_MANAGE:"差旅",CORP_WALLET_MANAGE:"企业钱包",INVOICE_MANAGE:"发票",SUPPLEMENT_INVOICE:"补充发票",AUDIT_ADMIN:"审计日志",SMART_REPORT:"智能报表",BANK_ACCOUNT_MANAGE:"账户",PAYMENT_WORKBENCH:"支付工作台",CREDIT_MANAGE:"信用"},billRole:{submitter:"提交人",approver:"审批人",creator:"创建人",extensionAdministrator:"扩展管理员"},noPermissionTitle:"没有权限",noPermissionText:"你没有「{privilege}」管理权限，请联系系统管理员开通。"},"en-US":{meaning:{SYS_ADMIN:"System",REPORT_VIEW:"Expense reports",BUDGET_MANAGE:"Budget",LOAN_MANAGE:"Loans",EXPENSE_MANAGE:"Expense bills",REQUISITION_MANAGE:"Requisitions",CUSTOM_REPORT_VIEW:"Advanced reports",SETTLEMENT_MANAGE:"Settlement methods",TRIP_MANAGE:"Travel",CORP_WALLET_MANAGE:"Corporate wallet",INVOICE_MANAGE:"Invoices",SUPPLEMENT_INVOICE:"Supplementary invoices",AUDIT_ADMIN:"Audit log",SMART_REPORT:"Smart reports",BANK_ACCOUNT_MANAGE:"Accounts",PAYMENT_WORKBENCH:"Payment workbench",CREDIT_MANAGE:"Credit"},billRole:{submitter:"Submitter",approver:"Approver",creator:"Creator",extensionAdministrator:"Extension administrator"},noPermissionTitle:"No permission",noPermissionText:"You do not hold the “{privilege}” admin privilege. Ask your system administrator for it."}};function Et(e){return(0,St.Sl)((0,At.xC)().session,e)}const jt=(0,k.PA)(function({privilege:e,children:t}){return Et(e)?(0,w.jsx)(w.Fragment,{children:t}):(0,w.jsx)(Tt,{privilege:e})});function Tt({privilege:e}){const t=(0,ee.z)(Ct);return(0,w.jsxs)(kt,{role:"alert","aria-labelledby":"no-permission-title",children:[(0,w.jsx)(Lt,{id:"no-permission-title",children:t.noPermissionTitle}),(0,w.jsx)("p",{children:t.noPermissionText.replace("{privilege}",t.meaning[e])})]})}const kt=I.Ay.section`
  max-width: 560px;
  margin: ${({theme:e})=>e.spacing.xl}px auto;
  padding: ${({theme:e})=>e.spacing.lg}px;
  text-align: center;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  color: ${({theme:e})=>e.colors.textSecondary};
`,Lt=I.Ay.h1`
  margin: 0 0 ${({theme:e})=>e.spacing.sm}px;
  color: ${({theme:e})=>e.colors.text};
  font-size: ${({theme:e})=>e.font.size+6}px;
`;var Nt=n(8238),Ot=n(899),Pt=n(7808);function It(e){return({theme:t})=>t.colors[e]}function Mt(e){return({theme:t})=>`${t.spacing[e]}px`}function Rt({theme:e}){const{size:t,lineHeight:n,family:r}=e.font;return`font-size: ${t}px; line-height: ${n}px; font-family: ${r};`}var _t=n(3014);const zt=["text","textSecondary","textDisabled","background","surface","surfaceRaised","divider","border","brand","brandHover","brandText","brandOnSurface","danger","warning","success","focusRing","mask","overlay"];var Dt=n(2753),Ut=n(7290);const Ft=e=>String(e).padStart(2,"0");function Gt(e){const t=(0,Ut.x)(e);if(Number.isNaN(t))return"";const n=new Date(t);return`${Ft(n.getMonth()+1)}/${Ft(n.getDate())}`}function Ht(e){const t=(0,Ut.x)(e);if(Number.isNaN(t))return"";const n=new Date(t);return`${Gt(n)} ${Ft(n.getHours())}:${Ft(n.getMinutes())}`}function Bt(e,t){const n=(0,Ut.x)(e),r=(0,Ut.x)(t);return Number.isNaN(n)||Number.isNaN(r)?"":new Date(n).getFullYear()===new Date(r).getFullYear()?Ht(n):Gt(n)}var Wt=n(8445),qt=n(9915),Vt=n(4564),Kt=n(9211),Zt=n(8929),Yt=n(4712);function Jt({label:e,hint:t,error:n,required:r,hideLabel:o,id:i,children:s}){const a=(0,x.useId)(),l=i??a,c=t?`${l}-hint`:void 0,d=n?`${l}-error`:void 0,u=[d,c].filter(Boolean).join(" ")||void 0;return(0,w.jsxs)(Qt,{children:[(0,w.jsxs)(Xt,{htmlFor:l,$hidden:o??!1,children:[e,r&&(0,w.jsx)(en,{"aria-hidden":"true",children:" *"})]}),s({id:l,"aria-describedby":u,...n?{"aria-invalid":!0}:{},...r?{"aria-required":!0}:{}}),n&&(0,w.jsx)(nn,{id:d,children:n}),t&&(0,w.jsx)(tn,{id:c,children:t})]})}const Qt=I.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xs}px;
  min-width: 0;
`,Xt=I.Ay.label`
  color: ${({theme:e})=>e.colors.textSecondary};
  ${({$hidden:e})=>e&&Yt.Q}
`,en=I.Ay.span`
  color: ${({theme:e})=>e.colors.danger};
`,tn=I.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
  font-size: ${({theme:e})=>e.typography.caption.size}px;
  line-height: ${({theme:e})=>e.typography.caption.lineHeight}px;
`,nn=I.Ay.span`
  color: ${({theme:e})=>e.colors.danger};
`,rn=I.AH`
  ${_t.RB}
  width: 100%;
  min-width: 0;
  padding: 0 ${({theme:e})=>e.spacing.md}px;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
  font: inherit;
  /* 16 px on touch keeps iOS from zooming the page into a focused field. */
  @media (pointer: coarse) {
    font-size: max(16px, 1em);
  }

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({theme:e})=>e.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({theme:e})=>e.colors.background};
    color: ${({theme:e})=>e.colors.textDisabled};
  }

  &::placeholder {
    color: ${({theme:e})=>e.colors.textSecondary};
  }
`,on=(0,x.forwardRef)(function({label:e,hint:t,error:n,required:r,hideLabel:o,id:i,prefix:s,...a},l){return(0,w.jsx)(Jt,{label:e,hint:t,error:n,required:r,hideLabel:o,id:i,children:e=>s?(0,w.jsxs)(an,{children:[(0,w.jsx)(ln,{"aria-hidden":"true",children:s}),(0,w.jsx)(sn,{ref:l,required:r,...e,...a})]}):(0,w.jsx)(sn,{ref:l,required:r,...e,...a})})}),sn=I.Ay.input`
  ${rn}
`,an=I.Ay.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-left: 2.2em;
  }
`,ln=I.Ay.span`
  position: absolute;
  left: ${({theme:e})=>e.spacing.md}px;
  color: ${({theme:e})=>e.colors.textSecondary};
  pointer-events: none;
`,cn=(0,x.forwardRef)(function({label:e,hint:t,error:n,required:r,hideLabel:o,id:i,rows:s=3,...a},l){return(0,w.jsx)(Jt,{label:e,hint:t,error:n,required:r,hideLabel:o,id:i,children:e=>(0,w.jsx)(dn,{ref:l,rows:s,required:r,...e,...a})})}),dn=I.Ay.textarea`
  ${rn}
  padding-top: ${({theme:e})=>e.spacing.sm}px;
  padding-bottom: ${({theme:e})=>e.spacing.sm}px;
  resize: vertical;
`,un=(0,x.forwardRef)(function({decimal:e=!1,...t},n){return(0,w.jsx)(on,{ref:n,type:"text",inputMode:e?"decimal":"numeric",autoComplete:"off",...t})}),pn=(0,x.forwardRef)(function({symbol:e,...t},n){return(0,w.jsx)(un,{ref:n,decimal:!0,prefix:e,...t})}),hn=(0,x.forwardRef)(function({label:e,hint:t,error:n,required:r,hideLabel:o,id:i,options:s,placeholder:a,...l},c){return(0,w.jsx)(Jt,{label:e,hint:t,error:n,required:r,hideLabel:o,id:i,children:e=>(0,w.jsxs)(mn,{ref:c,required:r,...e,...l,children:[void 0!==a&&(0,w.jsx)("option",{value:"",children:a}),s.map(e=>(0,w.jsx)("option",{value:e.value,disabled:e.disabled,children:e.label},e.value))]})})}),mn=I.Ay.select`
  ${rn}
  padding-right: ${({theme:e})=>e.spacing.xl}px;
  cursor: pointer;
`;var fn=n(2055);function gn(e){const{items:t,itemKey:n,itemText:r,renderItem:o,status:i}=e,s=(0,fn.Bp)({id:e.id?`${e.id}-combobox`:void 0,inputId:e.id,items:[...t],itemToString:e=>e?r(e):"",itemToKey:e=>e?n(e):null,inputValue:e.inputValue,selectedItem:null,onInputValueChange:({inputValue:t,type:n})=>{n===fn.Bp.stateChangeTypes.InputChange&&e.onInputValueChange(t)},onSelectedItemChange:({selectedItem:t})=>{t&&e.onPick(t)},onIsOpenChange:({isOpen:t})=>e.onOpenChange?.(Boolean(t))}),{isOpen:a,highlightedIndex:l}=s;return(0,w.jsxs)(xn,{children:[(0,w.jsx)(yn,{...s.getInputProps({"aria-label":e.inputLabel,"aria-describedby":e.describedBy,"aria-invalid":e.invalid||void 0,"aria-required":e.required||void 0,readOnly:e.readOnly,placeholder:e.placeholder,onClick:()=>{e.readOnly||a||s.openMenu()},onKeyDown:t=>{"Enter"===t.key&&a&&t.preventDefault(),e.readOnly&&(t.nativeEvent.preventDownshiftDefault=!0)},onBlur:()=>e.onLeave?.()})}),(0,w.jsxs)(bn,{hidden:!a||e.readOnly,children:[(0,w.jsx)(vn,{...s.getMenuProps({"aria-label":e.listLabel}),children:a&&t.map((e,t)=>(0,w.jsx)(wn,{$active:t===l,...s.getItemProps({item:e,index:t}),children:o?o(e):r(e)},n(e)))}),(0,w.jsx)($n,{role:"status",children:a?i??"":""})]})]})}const xn=I.Ay.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`,yn=I.Ay.input`
  ${rn}
`,bn=I.Ay.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({theme:e})=>e.zIndex.popup};
  margin-top: ${({theme:e})=>e.spacing.xxs}px;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.md}px;
  background: ${({theme:e})=>e.colors.surfaceRaised};
  box-shadow: ${({theme:e})=>e.elevation.raised};
  max-height: 280px;
  overflow-y: auto;
`,vn=I.Ay.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`,wn=I.Ay.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({theme:e})=>e.control.touch}px;
  padding: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
  cursor: pointer;
  background: ${({theme:e,$active:t})=>t?e.colors.background:"transparent"};
  outline: ${({theme:e,$active:t})=>t?`2px solid ${e.colors.focusRing}`:"none"};
  outline-offset: -2px;
`,$n=I.Ay.div`
  padding: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
  color: ${({theme:e})=>e.colors.textSecondary};

  &:empty {
    display: none;
  }
`,An=(0,x.forwardRef)(function({label:e,hideLabel:t=!1,className:n,...r},o){return(0,w.jsxs)(Sn,{className:n,$disabled:r.disabled??!1,children:[(0,w.jsx)(Cn,{ref:o,type:"checkbox",...r}),(0,w.jsx)(En,{$hidden:t,children:e})]})}),Sn=I.Ay.label`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-height: ${({theme:e})=>e.control.dense}px;
  min-width: ${({theme:e})=>e.control.dense}px;
  justify-content: flex-start;
  cursor: ${({$disabled:e})=>e?"not-allowed":"pointer"};
  color: ${({theme:e,$disabled:t})=>t?e.colors.textDisabled:"inherit"};

  ${_t.$_.touch} {
    min-height: ${({theme:e})=>e.control.touch}px;
    min-width: ${({theme:e})=>e.control.touch}px;
  }
`,Cn=I.Ay.input`
  width: 18px;
  height: 18px;
  margin: 0 0 0 ${({theme:e})=>e.spacing.xs}px;
  accent-color: ${({theme:e})=>e.colors.brand};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,En=I.Ay.span`
  ${({$hidden:e})=>e&&Yt.Q}
`;function jn({label:e,checked:t,onChange:n,disabled:r,id:o}){return(0,w.jsxs)(Tn,{id:o,type:"button",role:"switch","aria-checked":t,disabled:r,onClick:()=>n(!t),children:[(0,w.jsx)("span",{children:e}),(0,w.jsx)(kn,{$on:t,"aria-hidden":"true",children:(0,w.jsx)(Ln,{$on:t})})]})}const Tn=I.Ay.button`
  ${_t.RB}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.md}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${_t.Rg}

  &:disabled {
    cursor: not-allowed;
    color: ${({theme:e})=>e.colors.textDisabled};
  }
`,kn=I.Ay.span`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border-radius: 11px;
  border: 1px solid ${({theme:e,$on:t})=>t?e.colors.brand:e.colors.border};
  background: ${({theme:e,$on:t})=>t?e.colors.brand:e.colors.surface};
  transition: background ${({theme:e})=>e.motion.quickMs}ms;
`,Ln=I.Ay.span`
  position: absolute;
  top: 2px;
  left: ${({$on:e})=>e?20:2}px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({theme:e,$on:t})=>t?e.colors.brandText:e.colors.border};
  transition: left ${({theme:e})=>e.motion.quickMs}ms;
`;var Nn=n(9451);function On({label:e,value:t,onChange:n,options:r,orientation:o="vertical"}){const i=(0,x.useId)();return(0,w.jsxs)(Pn,{role:"group","aria-labelledby":i,children:[(0,w.jsx)(In,{id:i,children:e}),(0,w.jsx)(Mn,{value:t,onValueChange:e=>n(e),orientation:o,"aria-labelledby":i,$row:"horizontal"===o,children:r.map(e=>(0,w.jsxs)(Rn,{children:[(0,w.jsx)(_n,{value:e.value,disabled:e.disabled,children:(0,w.jsx)(zn,{})}),e.label]},e.value))})]})}const Pn=I.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xs}px;
`,In=I.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,Mn=(0,I.Ay)(Nn.bL)`
  display: flex;
  flex-direction: ${({$row:e})=>e?"row":"column"};
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.lg}px;
`,Rn=I.Ay.label`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-height: ${({theme:e})=>e.control.dense}px;
  cursor: pointer;

  ${_t.$_.touch} {
    min-height: ${({theme:e})=>e.control.touch}px;
  }
`,_n=(0,I.Ay)(Nn.q7)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: 50%;
  background: ${({theme:e})=>e.colors.surface};
  cursor: pointer;
  ${_t.Rg}

  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${({theme:e})=>e.colors.divider};
  }
`,zn=(0,I.Ay)(Nn.C1)`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({theme:e})=>e.colors.brand};
`;var Dn=n(5911),Un=n(4514);const Fn=I.AH`
  ${_t.RB}
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 0 ${({theme:e})=>e.spacing.lg}px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({theme:e})=>e.colors.textSecondary};
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${_t.Rg}
`;function Gn({label:e,value:t,onChange:n,items:r}){return(0,w.jsxs)(Un.bL,{value:t,onValueChange:e=>n(e),children:[(0,w.jsx)(Hn,{"aria-label":e,children:r.map(e=>(0,w.jsx)(Bn,{value:e.value,children:e.label},e.value))}),r.map(e=>(0,w.jsx)(Un.UC,{value:e.value,children:e.content},e.value))]})}const Hn=(0,I.Ay)(Un.B8)`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
  margin-bottom: ${({theme:e})=>e.spacing.lg}px;
`,Bn=(0,I.Ay)(Un.l9)`
  ${Fn}

  &[data-state='active'] {
    color: ${({theme:e})=>e.colors.brandOnSurface};
    border-bottom-color: ${({theme:e})=>e.colors.brand};
    font-weight: 600;
  }
`;function Wn({label:e,items:t}){return(0,w.jsx)(qn,{"aria-label":e,children:t.map(e=>(0,w.jsx)(Vn,{to:e.to,end:e.end,children:e.label},e.to))})}const qn=I.Ay.nav`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
  margin-bottom: ${({theme:e})=>e.spacing.lg}px;
`,Vn=(0,I.Ay)(P.k2)`
  ${Fn}

  &[aria-current='page'] {
    color: ${({theme:e})=>e.colors.brandOnSurface};
    border-bottom-color: ${({theme:e})=>e.colors.brand};
    font-weight: 600;
  }
`;var Kn=n(1451);const Zn=(0,x.forwardRef)(function(e,t){return(0,w.jsx)(on,{ref:t,type:"date",...e})});function Yn({value:e,onChange:t,disabled:n,...r}){const o=(0,ee.z)(Kn.Z);return(0,w.jsx)(Jt,{...r,children:({id:r,...i})=>(0,w.jsxs)(Jn,{children:[(0,w.jsx)(Qn,{id:r,type:"date","aria-label":o.from,value:e.start,max:e.end||void 0,disabled:n,onChange:n=>t({...e,start:n.target.value}),...i}),(0,w.jsx)(Xn,{"aria-hidden":"true",children:"–"}),(0,w.jsx)(Qn,{type:"date","aria-label":o.to,value:e.end,min:e.start||void 0,disabled:n,onChange:n=>t({...e,end:n.target.value}),...i})]})})}const Jn=I.Ay.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,Qn=I.Ay.input`
  ${rn}
  flex: 1;
`,Xn=I.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`;function er({label:e,value:t,onChange:n,onSearch:r,placeholder:o}){const i=(0,ee.z)(Kn.Z),[s,a]=(0,x.useState)(!1);return(0,w.jsxs)(tr,{role:"search",onSubmit:e=>{e.preventDefault(),s||r?.(t)},children:[(0,w.jsx)(sn,{type:"search","aria-label":e,placeholder:o??e,value:t,onChange:e=>n(e.target.value),onCompositionStart:()=>a(!0),onCompositionEnd:()=>a(!1)}),r&&(0,w.jsx)(Vt.$,{type:"submit",variant:"primary",children:i.search})]})}const tr=I.Ay.form`
  display: flex;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 0;
  flex: 1;
`;var nr=n(1681),rr=n(4342);function or({label:e,children:t}){return(0,w.jsx)(ir,{role:"group","aria-label":e,children:t})}const ir=I.Ay.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.sm}px;
  justify-content: flex-end;
  margin-top: ${({theme:e})=>e.spacing.xl}px;

  ${_t.$_.phone} {
    position: sticky;
    bottom: var(--frame-bottom-inset, 0px);
    z-index: ${({theme:e})=>e.zIndex.sticky};
    margin: ${({theme:e})=>e.spacing.lg}px -${({theme:e})=>e.spacing.lg}px 0;
    padding: ${({theme:e})=>e.spacing.sm}px ${({theme:e})=>e.spacing.lg}px;
    background: ${({theme:e})=>e.colors.surface};
    border-top: 1px solid ${({theme:e})=>e.colors.divider};
    box-shadow: ${({theme:e})=>e.elevation.raised};
    flex-wrap: nowrap;

    & > * {
      flex: 1 1 0;
      min-width: 0;
    }
  }
`;var sr=n(2563),ar=n(7382),lr=n(1246),cr=n(44);function dr({count:e,children:t}){const n=(0,ee.z)(Kn.Z);return 0===e?null:(0,w.jsxs)(ur,{role:"region","aria-label":n.selected(e),children:[(0,w.jsx)("strong",{"aria-live":"polite",children:n.selected(e)}),(0,w.jsx)(pr,{children:t})]})}const ur=I.Ay.div`
  position: sticky;
  bottom: var(--frame-bottom-inset, 0px);
  z-index: ${({theme:e})=>e.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin-top: ${({theme:e})=>e.spacing.md}px;
  padding: ${({theme:e})=>e.spacing.sm}px ${({theme:e})=>e.spacing.lg}px;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surfaceRaised};
  box-shadow: ${({theme:e})=>e.elevation.raised};
`,pr=I.Ay.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.sm}px;
`;function hr({column:e,sort:t,onSort:n}){const r=t?.key===e.key,o=r?"asc"===t.direction?"ascending":"descending":void 0;return(0,w.jsx)("th",{scope:"col","aria-sort":o,style:{width:e.width,textAlign:"end"===e.align?"right":"left"},children:e.sortable&&n?(0,w.jsxs)(mr,{type:"button",onClick:()=>n(e.key),children:[e.header,(0,w.jsx)(fr,{"aria-hidden":"true",children:r?"asc"===t.direction?"▲":"▼":"↕"})]}):e.header})}const mr=I.Ay.button`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.xs}px;
  min-height: ${({theme:e})=>e.control.dense}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${_t.Rg}
`,fr=I.Ay.span`
  font-size: 10px;
  color: ${({theme:e})=>e.colors.textSecondary};
`;function gr({height:e,span:t}){return(0,w.jsx)("tr",{"aria-hidden":"true",style:{height:e},children:(0,w.jsx)(br,{colSpan:t})})}const xr=I.Ay.div`
  overflow-x: auto;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  ${({$windowed:e,$max:t})=>e&&I.AH`
      overflow-y: auto;
      max-height: min(${t}px, 75vh);
    `}
`,yr=I.Ay.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({theme:e})=>e.spacing.sm}px ${({theme:e})=>e.spacing.md}px;
    border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
    text-align: left;
    vertical-align: middle;
  }

  tbody th {
    font-weight: 400;
  }

  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({theme:e})=>e.colors.surface};
    color: ${({theme:e})=>e.colors.textSecondary};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody tr:hover {
    background: ${({theme:e})=>e.colors.background};
  }

  ${({$windowed:e,$rowHeight:t})=>e&&I.AH`
      table-layout: fixed;

      tbody tr {
        height: ${t}px;
      }

      tbody th,
      tbody td {
        box-sizing: border-box;
        height: ${t}px;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    `}
`,br=I.Ay.td`
  && {
    padding: 0;
    border: 0;
  }
`,vr=I.Ay.caption`
  ${Yt.Q}
`,wr=I.Ay.div`
  display: flex;
  align-items: flex-start;
  gap: ${({theme:e})=>e.spacing.xs}px;

  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;var $r=n(9928);function Ar(e,t,n,{rowHeight:r,overscan:o}){const i=Math.ceil(Math.max(0,n)/r)+1,s=Math.min(Math.floor(Math.max(0,t)/r),Math.max(0,e-i)),a=Math.min(e,Math.max(0,s-o)),l=Math.min(e,s+i+o);return{start:a,end:Math.max(a,l)}}function Sr(e,t){const{rowHeight:n,viewportHeight:r,overscan:o}=t,[i,s]=(0,x.useState)({scrollTop:0,height:r}),a=(0,x.useRef)(null),l=(0,x.useCallback)(e=>{const{scrollTop:t,clientHeight:i}=e,a=i>0?i:r;s(e=>{const r=Ar(Number.MAX_SAFE_INTEGER,e.scrollTop,e.height,{rowHeight:n,overscan:o}),i=Ar(Number.MAX_SAFE_INTEGER,t,a,{rowHeight:n,overscan:o});return r.start===i.start&&r.end===i.end?e:{scrollTop:t,height:a}})},[n,o,r]),c=(0,x.useCallback)(e=>l(e.currentTarget),[l]);return(0,x.useLayoutEffect)(()=>{a.current&&l(a.current)},[e,l]),{...Ar(e,i.scrollTop,i.height,{rowHeight:n,overscan:o}),onScroll:c,ref:a}}function Cr(e){const{caption:t,rows:n,rowKey:r,columns:o,card:i,sort:s,onSort:a,selection:l}=e,{windowingFrom:c=200,rowHeight:d=41}=e,u=(0,ee.z)(Kn.Z),p=(0,$r.W)(),h=!p&&n.length>=c,{ref:m,onScroll:f,start:g,end:x}=Sr(n.length,{rowHeight:d,viewportHeight:640,overscan:8}),y=(e,t)=>{if(!l)return;const n=new Set(l.selected);t?n.add(e):n.delete(e),l.onChange(n)},b=l&&(0,w.jsx)(dr,{count:l.selected.size,children:l.actions});if(p)return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(cr.B,{"aria-label":t,children:n.map(e=>(0,w.jsx)(cr.c,{children:l?(0,w.jsxs)(wr,{children:[(0,w.jsx)(An,{label:l.rowLabel(e),hideLabel:!0,checked:l.selected.has(r(e)),onChange:t=>y(r(e),t.target.checked)}),i(e)]}):i(e)},r(e)))}),b]});const v=h?g:0,$=h?x:n.length,A=void 0!==l&&n.length>0&&n.every(e=>l.selected.has(r(e))),S=o.length+(l?1:0);return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(xr,{ref:m,$windowed:h,$max:640,onScroll:h?f:void 0,children:(0,w.jsxs)(yr,{$windowed:h,$rowHeight:d,"aria-rowcount":n.length+1,children:[(0,w.jsx)(vr,{children:t}),(0,w.jsx)("thead",{children:(0,w.jsxs)("tr",{"aria-rowindex":1,children:[l&&(0,w.jsx)("th",{scope:"col",children:(0,w.jsx)(An,{label:u.selectAll,hideLabel:!0,checked:A,onChange:e=>l.onChange(e.target.checked?new Set(n.map(r)):new Set)})}),o.map(e=>(0,w.jsx)(hr,{column:e,sort:s,onSort:a},e.key))]})}),(0,w.jsxs)("tbody",{children:[v>0&&(0,w.jsx)(gr,{height:v*d,span:S}),n.slice(v,$).map((e,t)=>(0,w.jsxs)("tr",{"aria-rowindex":v+t+2,children:[l&&(0,w.jsx)("td",{children:(0,w.jsx)(An,{label:l.rowLabel(e),hideLabel:!0,checked:l.selected.has(r(e)),onChange:t=>y(r(e),t.target.checked)})}),o.map(t=>{const n=t.rowHeader?"th":"td";return(0,w.jsx)(n,{scope:t.rowHeader?"row":void 0,style:"end"===t.align?{textAlign:"right"}:void 0,children:t.cell(e)},t.key)})]},r(e))),$<n.length&&(0,w.jsx)(gr,{height:(n.length-$)*d,span:S})]})]})}),b]})}function Er(e,t,n=2){const r=[];for(let o=1;o<=t;o+=1){const i=Math.abs(o-e)<=n;1===o||o===t||i?r.push(o):null!==r[r.length-1]&&r.push(null)}return r}const jr={ArrowLeft:e=>e-1,ArrowRight:e=>e+1,Home:()=>1,End:(e,t)=>t};function Tr(e){const{page:t,pageCount:n,pageSize:r,pageSizes:o,onPage:i,onPageSize:s,perPage:a}=e,l=(0,ee.z)(Kn.Z);return(0,w.jsxs)(kr,{"aria-label":e.label??l.pageOf(t,n),onKeyDown:e=>{if(e.target instanceof HTMLSelectElement)return;const r=jr[e.key]?.(t,n);void 0!==r&&(e.preventDefault(),r>=1&&r<=n&&r!==t&&i(r))},children:[(0,w.jsx)(Vt.$,{disabled:t<=1,onClick:()=>i(t-1),children:l.previous}),(0,w.jsx)(Lr,{children:Er(t,n).map((n,r)=>null===n?(0,w.jsx)("li",{"aria-hidden":"true",children:"…"},`gap-${r}`):(0,w.jsx)("li",{children:(0,w.jsx)(Vt.$,{"aria-label":e.pageLabel?.(n),"aria-current":n===t?"page":void 0,variant:n===t?"primary":"secondary",onClick:()=>i(n),children:n})},n))}),(0,w.jsx)(Vt.$,{disabled:t>=n,onClick:()=>i(t+1),children:l.next}),(0,w.jsx)(Nr,{children:l.pageOf(t,n)}),void 0!==r&&o&&s&&(0,w.jsx)(Or,{label:e.pageSizeLabel??a?.(r)??String(r),hideLabel:!0,value:String(r),onChange:e=>s(Number(e.target.value)),options:o.map(e=>({value:String(e),label:a?.(e)??String(e)}))})]})}const kr=I.Ay.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.sm}px;
  align-items: center;
  margin-top: ${({theme:e})=>e.spacing.md}px;
`,Lr=I.Ay.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`,Nr=I.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,Or=(0,I.Ay)(hn)`
  width: auto;
`;function Pr({hasMore:e,loading:t,onLoadMore:n,auto:r=!0}){const o=(0,ee.z)(Kn.Z),i=(0,x.useRef)(null),s=(0,x.useRef)(n);return(0,x.useEffect)(()=>{s.current=n}),(0,x.useEffect)(()=>{const n=i.current;if(!r||!e||t||!n||"undefined"==typeof IntersectionObserver)return;const o=new IntersectionObserver(e=>{e.some(e=>e.isIntersecting)&&s.current()});return o.observe(n),()=>o.disconnect()},[r,e,t]),e?(0,w.jsx)(Ir,{children:(0,w.jsx)(Vt.$,{ref:i,block:!0,loading:t,onClick:n,children:t?o.loading:o.loadMore})}):(0,w.jsx)(Mr,{children:o.allLoaded})}const Ir=I.Ay.div`
  margin-top: ${({theme:e})=>e.spacing.md}px;
`,Mr=I.Ay.p`
  margin: ${({theme:e})=>e.spacing.md}px 0 0;
  text-align: center;
  color: ${({theme:e})=>e.colors.textSecondary};
`;var Rr=n(4087);function _r({label:e,items:t}){return(0,w.jsx)(zr,{"aria-label":e,children:t.map(e=>(0,w.jsxs)(Dr,{"aria-current":e.current?"step":void 0,children:[(0,w.jsx)(Ur,{$tone:e.tone??"neutral","aria-hidden":"true"}),(0,w.jsxs)(Fr,{children:[(0,w.jsx)("strong",{children:e.title}),e.time&&(0,w.jsx)(Gr,{children:e.time})]}),e.body&&(0,w.jsx)(Hr,{children:e.body})]},e.key))})}const zr=I.Ay.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`,Dr=I.Ay.li`
  position: relative;
  padding: 0 0 ${({theme:e})=>e.spacing.lg}px ${({theme:e})=>e.spacing.xl}px;
  border-left: 2px solid ${({theme:e})=>e.colors.divider};
  margin-left: 6px;

  &:last-child {
    border-left-color: transparent;
  }
`,Ur=I.Ay.span`
  position: absolute;
  left: -8px;
  top: 4px;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid ${({theme:e})=>e.colors.surface};
  background: ${({theme:e,$tone:t})=>"success"===t?e.colors.success:"danger"===t?e.colors.danger:"warning"===t?e.colors.warning:"info"===t?e.colors.brand:e.colors.border};
`,Fr=I.Ay.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
`,Gr=I.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,Hr=I.Ay.div`
  margin-top: ${({theme:e})=>e.spacing.xs}px;
  color: ${({theme:e})=>e.colors.textSecondary};
  overflow-wrap: anywhere;
`;function Br({steps:e,current:t}){const n=(0,ee.z)(Kn.Z);return(0,w.jsx)(Wr,{children:e.map((r,o)=>{const i=o<t?"done":o===t?"current":"todo";return(0,w.jsxs)(qr,{$state:i,"aria-current":"current"===i?"step":void 0,children:[(0,w.jsx)(Vr,{"aria-hidden":"true",children:"done"===i?"✓":o+1}),(0,w.jsx)(Yt.s,{children:n.step(o+1,e.length)}),(0,w.jsx)(Kr,{children:r})]},o)})})}const Wr=I.Ay.ol`
  display: flex;
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin: 0 0 ${({theme:e})=>e.spacing.xl}px;
  padding: 0;
  list-style: none;
`,qr=I.Ay.li`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 0;
  padding-bottom: ${({theme:e})=>e.spacing.sm}px;
  border-bottom: 2px solid
    ${({theme:e,$state:t})=>"todo"===t?e.colors.divider:e.colors.brand};
  color: ${({theme:e,$state:t})=>"todo"===t?e.colors.textSecondary:e.colors.text};
  font-weight: ${({$state:e})=>"current"===e?600:400};
`,Vr=I.Ay.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid currentColor;
`,Kr=I.Ay.span`
  min-width: 0;
  overflow-wrap: anywhere;

  ${_t.$_.phone} {
    [aria-current] > & {
      display: inline;
    }
    li:not([aria-current]) > & {
      display: none;
    }
  }
`;var Zr=n(3891);function Yr(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}const Jr={success:4e3,info:5e3,error:null};class Qr{show(e,t){const n=this.nextId;this.nextId+=1,this.items=[...this.items.filter(e=>e.text!==t),{id:n,kind:e,text:t}].slice(-3);const r=Jr[e];return null!==r&&this.schedule(()=>this.dismiss(n),r),n}success(e){return this.show("success",e)}info(e){return this.show("info",e)}error(e){return this.show("error",e)}dismiss(e){this.items=this.items.filter(t=>t.id!==e)}clear(){this.items=[]}constructor(e=Xr){Yr(this,"schedule",void 0),Yr(this,"items",void 0),Yr(this,"nextId",void 0),this.schedule=e,this.items=[],this.nextId=1,(0,T.l_)(this,{schedule:!1})}}function Xr(e,t){setTimeout(e,t)}const eo=new Qr,to={success:"✓",info:"i",error:"!"},no=(0,k.PA)(function({store:e=eo}){const t=(0,ee.z)(Kn.Z),n=e.items.filter(e=>"error"!==e.kind),r=e.items.filter(e=>"error"===e.kind);return(0,w.jsx)(oo,{"aria-label":t.notices,children:[{role:"status",items:n},{role:"alert",items:r}].map(({role:n,items:r})=>(0,w.jsx)(io,{role:n,children:r.map(n=>(0,w.jsxs)(so,{$kind:n.kind,"data-notice":n.kind,children:[(0,w.jsx)(ao,{$kind:n.kind,"aria-hidden":"true",children:to[n.kind]}),(0,w.jsx)(lo,{children:n.text}),(0,w.jsx)(Kt.K,{label:t.dismiss,onClick:()=>e.dismiss(n.id),children:"✕"})]},n.id))},n))})}),ro=I.i7`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`,oo=I.Ay.section`
  position: fixed;
  top: ${({theme:e})=>e.spacing.lg}px;
  right: ${({theme:e})=>e.spacing.lg}px;
  z-index: ${({theme:e})=>e.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
  width: min(400px, calc(100vw - ${({theme:e})=>2*e.spacing.lg}px));
  pointer-events: none;

  ${_t.$_.phone} {
    top: ${({theme:e})=>e.spacing.sm}px;
    right: ${({theme:e})=>e.spacing.sm}px;
    width: calc(100vw - ${({theme:e})=>2*e.spacing.sm}px);
  }
`,io=I.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,so=I.Ay.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  padding: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.xs}px
    ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-left: 4px solid
    ${({theme:e,$kind:t})=>"error"===t?e.colors.danger:"success"===t?e.colors.success:e.colors.brand};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surfaceRaised};
  color: ${({theme:e})=>e.colors.text};
  box-shadow: ${({theme:e})=>e.elevation.overlay};
  pointer-events: auto;
  animation: ${ro} ${({theme:e})=>e.motion.overlayMs}ms ease-out;
`,ao=I.Ay.span`
  flex: none;
  font-weight: 700;
  color: ${({theme:e,$kind:t})=>"error"===t?e.colors.danger:"success"===t?e.colors.success:e.colors.brandOnSurface};
`,lo=I.Ay.p`
  flex: 1;
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;var co=n(4337),uo=n(990),po=n(5704),ho=n(8061);function mo({open:e,title:t,onClose:n,children:r}){const o=(0,po.G)(e);return(0,w.jsx)(uo.bL,{open:e,onOpenChange:e=>!e&&n(),children:(0,w.jsxs)(uo.ZL,{children:[(0,w.jsx)(ho.zs,{}),(0,w.jsxs)(ho.wY,{"aria-describedby":void 0,onCloseAutoFocus:o,children:[(0,w.jsx)(ho.L3,{children:t}),r]})]})})}function fo({open:e,title:t,actions:n,onClose:r}){const o=(0,ee.z)(Kn.Z);return(0,w.jsx)(mo,{open:e,title:t,onClose:r,children:(0,w.jsxs)(go,{children:[n.map(e=>(0,w.jsx)(Vt.$,{block:!0,size:"lg",variant:"danger"===e.tone?"danger":"secondary",disabled:e.disabled,onClick:()=>{r(),e.onSelect()},children:e.label},e.key)),(0,w.jsx)(Vt.$,{block:!0,size:"lg",variant:"text",onClick:r,children:o.cancel})]})})}const go=I.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
`;var xo=n(8656),yo=n(6227),bo=n(9688);function vo({when:e}){const t=(0,ee.z)(Kn.Z),n=(0,P.KP)(e);return(0,x.useEffect)(()=>{if(!e)return;const t=e=>e.preventDefault();return window.addEventListener("beforeunload",t),()=>window.removeEventListener("beforeunload",t)},[e]),(0,w.jsx)(co.T,{open:"blocked"===n.state,title:t.leaveTitle,tone:"danger",confirmLabel:t.leave,cancelLabel:t.stay,onConfirm:()=>n.proceed?.(),onCancel:()=>n.reset?.(),children:t.leaveBody})}var wo=n(8505),$o=n(6334);function Ao({href:e,children:t}){return(0,w.jsx)(So,{href:e,onClick:e=>{e.metaKey||e.ctrlKey||e.shiftKey||0!==e.button||(e.preventDefault(),window.history.pushState(window.history.state,"",e.currentTarget.href))},children:t})}const So=I.Ay.a`
  color: ${({theme:e})=>e.colors.brandOnSurface};
`;var Co=n(2625),Eo=n(4857),jo=n(7547),To=n(5531),ko=n(7596),Lo=n(5337),No=n(586),Oo=n(1864),Po=n(7135),Io=n(7926),Mo=n(4819),Ro=n(2946),_o=n(5515);const zo={"zh-CN":{noSourceType:"无法打开此资源：缺少资源类型",badAddress:"无法打开此资源：地址无效",unknownType:e=>`无法打开此资源：不支持的资源类型“${e}”`,blocked:"无法打开此资源，请稍后重试",panelTitle:"第三方资源"},"en-US":{noSourceType:"This resource cannot be opened: it has no source type",badAddress:"This resource cannot be opened: the address is not valid",unknownType:e=>`This resource cannot be opened: unsupported source type "${e}"`,blocked:"This resource cannot be opened. Please try again later",panelTitle:"Third-party resource"}},Do=new Set(["OPEN_LINK","WINDOW_OPEN","IFRAME"]);function Uo(e,t){const n="object"==typeof e&&null!==e?{...e}:{},r="string"==typeof n.sourceType?n.sourceType.trim():"";if(!r)return{kind:"error",reason:"noSourceType"};const o=function(e,t){const{data:n}=e,r="object"==typeof n&&null!==n?n.isPc:void 0;return"boolean"==typeof r?r:t}(n,t.isPC),i=function(e){return e.source??e.url??e.link}(n);if(Do.has(r)&&!(0,Je.F)(i))return{kind:"error",reason:"badAddress"};const s=i;switch(r){case"OPEN_LINK":return o?(e=>"MALL"===e.realm||!0===e.isMall)(n)?{kind:"mallRedirect",url:s}:{kind:"openLink",url:s}:{kind:"layoutLink",url:s};case"WINDOW_OPEN":return{kind:"newWindow",url:s};case"SLIDE":return{kind:"slide",variant:o?"pc":"mobile",resource:n};case"IFRAME":return{kind:"iframe",url:s,title:Fo(n)};default:return{kind:"remoteComponent",sourceType:r,resource:n}}}function Fo(e){const t=e.title??e.description;return"string"==typeof t&&t.trim()?t:void 0}function Go(e,{isPC:t,locale:n},r){const o=zo[n],i=Uo(e,{isPC:t});return"error"===i.kind?(r.showError("badAddress"===i.reason?o.badAddress:o.noSourceType),i):function(e,t){switch(e.kind){case"mallRedirect":return t.mallRedirect(e);case"openLink":return t.openLink(e);case"layoutLink":return t.layoutLink(e);case"newWindow":return t.newWindow(e);case"slide":return t.slide(e);case"iframe":return t.iframe(e);case"remoteComponent":return t.remoteComponent(e)}}(i,r)?i:"remoteComponent"===i.kind?(r.showError(o.unknownType(i.sourceType)),{kind:"error",reason:"unknownType"}):(r.showError(o.blocked),{kind:"error",reason:"notOpened"})}function Ho(e,t={}){return{mallRedirect:({url:e})=>Xe(e,"newTab"),openLink:({url:e})=>Xe(e,"newTab"),layoutLink:({url:e})=>Xe(e,"newTab"),newWindow:({url:e})=>function(e){try{return window.open(e,"_blank","noopener,noreferrer,popup"),!0}catch{return!1}}(e),slide:()=>!1,iframe:({url:e,title:t})=>Xe(e,"frame",t),remoteComponent:()=>!1,showError:e,...t}}var Bo=n(2065);function Wo({params:e}){const t=(0,ee.z)(zo),n="object"==typeof e&&null!==e?e:{},r=n.source??n.url??n.link,o="string"==typeof n.description?n.description:"";return(0,w.jsxs)(w.Fragment,{children:[o&&(0,w.jsx)("p",{children:o}),(0,Je.F)(r)?(0,w.jsx)(qo,{src:r,title:o||t.panelTitle,sandbox:"allow-scripts",referrerPolicy:"no-referrer"}):(0,w.jsx)("p",{role:"alert",children:t.badAddress})]})}const qo=I.Ay.iframe`
  width: 100%;
  height: 70vh;
  border: 0;
`;function Vo(e){const t=e.layers??Bo.F;return Ho(e.showError,{slide:({variant:n,resource:r})=>(t.open({key:"resource-slide",title:e.title(r),kind:"pc"===n?"popup":"drawer",component:Wo},r),!0),remoteComponent:({sourceType:n,resource:r})=>{const o=e.findComponent(n);return!!o&&(t.open({key:`resource-${n}`,title:e.title(r),kind:"modal",component:({close:e})=>(0,w.jsx)(o,{resource:r,close:()=>e()})}),!0)}})}var Ko=n(2335);const Zo=(0,k.PA)(function(e){const{first:t,second:n,manager:r=Bo.F}=e,o="double"===r.panelMode;return(0,w.jsxs)(Yo,{$double:o,children:[(0,w.jsx)("div",{children:t}),o&&(0,w.jsx)("div",{children:n})]})}),Yo=I.Ay.div`
  display: grid;
  grid-template-columns: ${({$double:e})=>e?"1fr 1fr":"1fr"};
  gap: ${({theme:e})=>e.spacing.lg}px;
  height: 100%;

  > div + div {
    border-left: 1px solid ${({theme:e})=>e.colors.divider};
    padding-left: ${({theme:e})=>e.spacing.lg}px;
  }
`,Jo=JSON.parse('{"u":{"react":"*","react/jsx-runtime":"*","react-dom":"*","react-dom/client":"*","mobx":["action","autorun","computed","flow","makeAutoObservable","makeObservable","observable","reaction","runInAction","toJS","when"],"mobx-react-lite":"*","styled-components":"*","react-router-dom":["Link","NavLink","Navigate","Outlet","useBlocker","useLocation","useMatch","useNavigate","useParams","useSearchParams","generatePath","matchPath"],"react-i18next":"*","@shell/store":"*","@shell/ui":"*","@shell/i18n":"*","@shell/http":"*","@shell/theme":"*","@shell/query":"*","@shell/money":"*","@shell/time":"*","@shell/navigation":"*","@shell/billStates":"*","@flags/catalog":"*","@flags/client":"*"}}'),Qo=(Object.keys(Jo.u),Jo.u,"__expenseShared"),Xo=Object.freeze({generatePath:P.tW,Link:P.N_,matchPath:P.B6,Navigate:P.C5,NavLink:P.k2,Outlet:P.sv,useBlocker:P.KP,useLocation:P.zy,useMatch:P.RQ,useNavigate:P.Zp,useParams:P.g,useSearchParams:P.ok}),ei=Object.freeze({action:T.XI,autorun:T.fm,computed:T.EW,flow:T.L3,makeAutoObservable:T.l_,makeObservable:T.Gn,observable:T.sH,reaction:T.mJ,runInAction:T.h5,toJS:T.HO,when:T.z7});function ti(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class ni extends Error{constructor(e,t={}){super(e,void 0===t.cause?void 0:{cause:t.cause}),ti(this,"name","RegistryError"),ti(this,"attempts",void 0),this.attempts=t.attempts??[]}}const ri=["APPLICATION","COMPONENT","UTIL","PLUGIN","IFRAME"],oi="default";function ii(e){return"string"==typeof e&&ri.includes(e)}function si(e){return 1===e||2===e||3===e}const ai=["name","uuid","version","type","bundleUrl"];function li(e){return"object"==typeof e&&null!==e&&!Array.isArray(e)}function ci(e){return"string"==typeof e&&""!==e.trim()}function di(e){const t=e.length>60?`${e.slice(0,60)}…`:e;return JSON.stringify(t)}function ui(e,t){return Object.hasOwn(e,t)?e[t]:void 0}function pi(e){if(!li(e))return{ok:!1,reasons:["it is not an object"]};const t=[],n=[];for(const n of ai)ci(ui(e,n))||t.push(`${n} is empty or not a string`);const r=ui(e,"name"),o=ui(e,"uuid"),i=ui(e,"version"),s=ui(e,"type");ci(s)&&!ii(s)&&t.push(`type ${di(s)} is unknown`);const a=ui(e,"bundleUrl");ci(a)&&!function(e){try{const{protocol:t}=new URL(e,"https://registry.invalid/");return"https:"===t||"http:"===t}catch{return!1}}(a)&&t.push("bundleUrl is not an http(s) URL");const l=ui(e,"rootPath"),c=null===l||""===l?void 0:l;void 0===c||"string"==typeof c&&c.startsWith("/")?void 0===c&&"APPLICATION"===s&&t.push("an APPLICATION has no rootPath"):t.push("rootPath does not start with '/'");const d=function(e,t){if(void 0===e)return[];if(!Array.isArray(e))return t.push("dependencies is not an array"),[];const n=[];for(let r=0;r<e.length;r+=1){const o=e[r];ci(o)?n.includes(o)||n.push(o):t.push(`dependency #${r} is not a uuid string`)}return n}(ui(e,"dependencies"),t),u=ui(e,"params");void 0===u||li(u)||t.push("params is not an object");const p=ui(e,"priority");void 0===p||si(p)||n.push("priority is not 1, 2 or 3; using 2");const h=ui(e,"entry");if(void 0===h||ci(h)||n.push(`entry is empty or not a string; using ${di(oi)}`),t.length>0||!ci(r)||!ci(o)||!ci(i)||!ii(s)||!ci(a))return{ok:!1,reasons:t};const m={name:r,uuid:o,version:i,type:s,bundleUrl:a,priority:si(p)?p:2,entry:ci(h)?h:oi,dependencies:d,params:li(u)?{...u}:{}};return"string"==typeof c&&(m.rootPath=c),{ok:!0,descriptor:m,notes:n}}const hi=e=>console.warn(e);function mi(e,t){const n=li(e)&&Object.hasOwn(e,"name")?e.name:void 0;return ci(n)?`entry #${t} ${di(n)}`:`entry #${t}`}function fi(e,t,n,r){const o=new Map;return e.filter(({descriptor:e,label:i})=>{const s=o.get(e[t]);return void 0===s?(o.set(e[t],i),!0):(r(`Micro-app registry ${i} dropped: its ${t} repeats ${s}`),n.has(e.uuid)||n.set(e.uuid,i),!1)})}function gi(e,t=hi){try{return function(e,t){if(!Array.isArray(e))throw new ni("The micro-app registry must be a list");const n=[],r=new Map;for(let o=0;o<e.length;o+=1){const i=e[o],s=mi(i,o),a=pi(i);if(!a.ok){t(`Micro-app registry ${s} dropped: ${a.reasons.join("; ")}`);const e=li(i)&&Object.hasOwn(i,"uuid")?i.uuid:void 0;ci(e)&&!r.has(e)&&r.set(e,s);continue}for(const e of a.notes)t(`Micro-app registry ${s}: ${e}`);n.push({descriptor:a.descriptor,label:s})}const o=fi(n,"uuid",r,t),i=function(e,t,n){let r=[...e];for(;;){const e=new Set(r.map(({descriptor:e})=>e.uuid)),o=r.filter(({descriptor:r,label:o})=>{const i=r.dependencies.find(t=>!e.has(t));if(void 0===i)return!0;const s=t.get(i),a=s?`it depends on ${s}, which was dropped`:`it depends on unknown uuid ${di(i)}`;return n(`Micro-app registry ${o} dropped: ${a}`),!1});if(o.length===r.length)return o;for(const e of r.filter(e=>!o.includes(e)))t.set(e.descriptor.uuid,e.label);r=o}}(fi(o,"name",r,t),r,t).map(({descriptor:e})=>e);if(!i.some(e=>"APPLICATION"===e.type))throw new ni("The micro-app registry has no APPLICATION");return i}(e,t)}catch(e){if(e instanceof ni)throw e;throw new ni("The micro-app registry could not be read",{cause:e})}}function xi(e){return"string"==typeof e&&""!==e.trim()?e.trim():void 0}function yi(e){const t=e instanceof Error?e.message||e.name:String(e);return t.length>200?`${t.slice(0,200)}…`:t}function bi(e=window){return{idle(t){"function"==typeof e.requestIdleCallback?e.requestIdleCallback(()=>t(),{timeout:2e3}):e.setTimeout(t,0)},delay(t,n){e.setTimeout(t,n)}}}function vi(e,t,n){return t in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}class wi{get state(){return this.current}init(e){if("INITED"===this.current)return Promise.resolve();if(this.running)return this.running;let t;this.current="INITING",this.emit("init");try{t=Promise.resolve(e())}catch(e){t=Promise.reject(e)}const n=t.then(()=>{this.running=void 0,this.current="INITED",this.emit("init-complete")},e=>{throw this.running=void 0,this.current="NOT_INIT",this.emit("init-error",e),e});return this.running=n,n}on(e,t){const n=this.listeners[e];return n.add(t),()=>{n.delete(t)}}emit(e,...t){const n=this.listeners[e];for(const r of[...n])try{r(...t)}catch(t){console.error(`A micro-frontend dock '${e}' listener failed`,t)}}constructor(){vi(this,"current","NOT_INIT"),vi(this,"running",void 0),vi(this,"listeners",{init:new Set,"init-complete":new Set,"init-error":new Set})}}const $i={isEnabled:()=>!0,subscribe:()=>()=>{}};var Ai=n(9931);function Si(e,t){return e.priority!==t.priority?e.priority-t.priority:e.name!==t.name?e.name<t.name?-1:1:e.uuid!==t.uuid?e.uuid<t.uuid?-1:1:0}var Ci=n(599);const Ei="root",ji=e=>`single-spa-application:${e}`;function Ti(e,t=document){const n=t.getElementById(ji(e));if(n)return n;const r=t.getElementById(Ei);if(!r)throw new Error(`No #${Ei} element to mount "${e}" into`);const o=t.createElement("div");return o.id=ji(e),r.appendChild(o),o}const ki=["bootstrap","mount","unmount"];function Li(e,t=window){const n=t.__expenseModules?.[e.name];if(!n||"object"!=typeof n)throw new Error(`Bundle ${e.bundleUrl} loaded but registered nothing for "${e.name}"`);if("APPLICATION"!==e.type)return{kind:"exports",exports:n};const r=n[e.entry];if("object"==typeof r&&null!==r){if(function(e){const t=e;return"string"==typeof t.id&&Array.isArray(t.routes)}(r))return{kind:"module",definition:r};if(o=r,ki.some(e=>e in o))return{kind:"lifecycles",lifecycles:r}}var o;throw new Error(`Bundle for "${e.name}" has no module definition or lifecycles at entry "${e.entry}"`)}function Ni(e){return"COMPONENT"===e.type||"UTIL"===e.type||"PLUGIN"===e.type}const Oi={bootstrap:{millis:4e3,dieOnTimeout:!1,warningMillis:1e3},mount:{millis:3e3,dieOnTimeout:!1,warningMillis:1e3},unmount:{millis:3e3,dieOnTimeout:!1,warningMillis:1e3},unload:{millis:3e3,dieOnTimeout:!1,warningMillis:1e3},update:{millis:3e3,dieOnTimeout:!1,warningMillis:1e3}};var Pi=n(5684),Ii=n(2600),Mi=n(8322),Ri=n(2346),_i=n(6612);function zi({root:e,definition:t}){const n=(0,x.useMemo)(()=>(0,P.Ys)([{errorElement:(0,w.jsx)(Ri._,{}),children:[...t.routes.map(({path:e,component:t})=>({path:e,element:(0,w.jsx)(t,{})})),{path:"*",element:(0,w.jsx)(_i.O,{})}]}]),[t]);return(0,w.jsx)(Mi.V,{root:e,children:(0,w.jsx)(g.o.Provider,{value:t,children:(0,w.jsx)(Ii.pg,{router:n})})})}async function Di(e,{root:t,loader:n,beforeLoad:r,quarantine:o}){const{name:i}=e,s=()=>Ti(i),a=()=>function(e,t=document){t.getElementById(ji(e))?.remove()}(i);let l;if("IFRAME"===e.type)l=function(e,t,n){return{bootstrap:async()=>{},mount:async()=>{const n=document.createElement("iframe");n.src=e.bundleUrl,n.title=e.name,n.setAttribute("sandbox","allow-scripts allow-forms allow-popups"),n.setAttribute("referrerpolicy","no-referrer"),n.style.cssText="width:100%;min-height:70vh;border:0",t().appendChild(n)},unmount:async()=>n()}}(e,s,a);else{await r(e),await n.load(e,{urgent:!0});const o=Li(e);if("module"===o.kind)l=function(e,t,n){const r=(0,Pi.A)({React:y,ReactDOMClient:j,rootComponent:zi,domElementGetter:n}),o=n=>r=>n({...r,root:t,definition:e});return{bootstrap:async n=>{t.isRegistered(e.id)||t.registerModule(e),await o(r.bootstrap)(n)},mount:o(r.mount),unmount:o(r.unmount)}}(o.definition,t,s);else{if("lifecycles"!==o.kind)throw new Error(`"${i}" is an APPLICATION without lifecycles`);l=o.lifecycles}}return function(e,t){const n=t.setTimer??((e,t)=>setTimeout(e,t)),r={...e,timeouts:Oi},o=e.unmount;if("function"!=typeof o)return r;const i=o;return r.unmount=e=>new Promise((r,o)=>{let s=!1;n(()=>{s||(s=!0,console.error(`[shell] '${t.name}' did not unmount within ${Oi.unmount.millis} ms: detached and quarantined`),t.removeSlot(),t.onUnmountTimeout(),r())},Oi.unmount.millis),new Promise(t=>t(i(e))).then(()=>{s||(s=!0,t.removeSlot(),r())},e=>{s||(s=!0,o(e))})}),r}(l,{name:i,removeSlot:a,onUnmountTimeout:()=>o(i)})}var Ui=n(8841),Fi=n(2392);function Gi(){let e=()=>{},t=()=>{};const n=new Promise((n,r)=>{e=n,t=r});return n.catch(()=>{}),{promise:n,resolve:e,reject:t}}const Hi=(e,t)=>e.rank-t.rank||e.seq-t.seq;function Bi(e,t){return async function(e){const t=e.warn??(e=>console.warn(e));if(null!=e.scriptList)return gi(e.scriptList,t);const n=xi(e.url);if(void 0===n)throw new ni("No micro-app registry configured: set registryUrl or a registry script list");const r=xi(e.fallbackUrl),o=Array.from({length:2},()=>n);void 0!==r&&o.push(r);const i=[];for(const[n,r]of o.entries())try{return gi(await e.fetchJson(r),t)}catch(e){const s={url:r,reason:yi(e)};i.push(s),t(`Micro-app registry try ${n+1} of ${o.length} failed: ${r}: ${s.reason}`)}const s=i.map(({url:e,reason:t})=>`${e} (${t})`).join("; ");throw new ni(`The micro-app registry could not be loaded; tried ${s}`,{attempts:i})}({url:t.registryUrl??void 0,fallbackUrl:t.registryFallbackUrl??void 0,fetchJson:async t=>(await e.http.axios.get(t)).data})}async function Wi(e){const{root:t,config:n}=e,r=e.dock??new wi;try{await r.init(async()=>{const r=function(e){if(!Array.isArray(e))throw new ni("Sorting by dependency needs an array");const t=function(e){const t=new Map;e.forEach((e,n)=>{if(t.has(e.uuid))throw new ni(`Two micro-apps share the uuid ${JSON.stringify(e.uuid)}`);t.set(e.uuid,String(n))});const n=new Ai.TS({directed:!0});return e.forEach((e,t)=>n.setNode(String(t))),e.forEach((e,r)=>{for(const o of e.dependencies){const i=t.get(o);if(void 0===i)throw new ni(`${JSON.stringify(e.name)} depends on unknown uuid ${JSON.stringify(o)}`);n.setEdge(i,String(r))}}),n}(e),n=t=>e[Number(t)],r=Ai.JI.findCycles(t);if(r.length>0){const e=e=>[...e].sort((e,t)=>Number(e)-Number(t)),o=r.map(r=>function(e,t,n){const r=new Set(t),o=t[0];if(void 0===o)return"";const i=new Map,s=[o];let a;for(;s.length>0&&void 0===a;){const t=s.shift();for(const n of e.predecessors(t)??[])if(r.has(n)){if(n===o){a=t;break}i.has(n)||(i.set(n,t),s.push(n))}}const l=[o];for(let e=a;void 0!==e&&e!==o;e=i.get(e))l.splice(1,0,e);l.push(o);const c=l.map(n).join(" → "),d=t.filter(e=>!l.includes(e)).map(n);return d.length>0?`${c} (also in this cycle: ${d.join(", ")})`:c}(t,e(r),e=>n(e).name));throw new ni(o.map(e=>`Dependency cycle: ${e}`).join("; "))}const o=new Map(t.nodes().map(e=>[e,t.predecessors(e)?.length??0])),i=t.nodes().filter(e=>0===o.get(e)),s=[];for(;i.length>0;){i.sort((e,t)=>Si(n(e),n(t)));const e=i.shift();s.push(n(e));for(const n of t.successors(e)??[]){const e=(o.get(n)??0)-1;o.set(n,e),0===e&&i.push(n)}}return s}(await(e.registry??Bi(t,n)));t.microApps.register(r);const o=function(e){const{loadScript:t,maxConcurrent:n,delayMs:r,retryAfterMs:o,now:i,logError:s}=function(e){const t=e.maxConcurrent??6;return{loadScript:e.loadScript,maxConcurrent:Number.isFinite(t)&&t>=1?Math.floor(t):6,delayMs:e.delayMs??3e3,retryAfterMs:e.retryAfterMs??200,now:e.now??(()=>Date.now()),logError:e.logError??((e,t)=>console.error(e,t))}}(e),a=new Set([0]),l=new Map;let c=!1,d=0,u=0;const p=()=>[...l.values()].filter(e=>"waiting"===e.state).sort(Hi);function h(){for(;d<n;){const e=p().find(e=>a.has(e.rank));if(!e)return;m(e)}}function m(e){e.state="loading",d+=1,new Promise(n=>n(t(e.url))).then(()=>{e.state="loaded",e.resolve()},t=>{e.state="failed",e.failedAt=i(),e.error=t,s(`Micro-app bundle ${e.url} failed to load`,t),e.reject(t)}).finally(()=>{d-=1,h()})}function f(e){a.add(e),h()}return{start(){if(c)return;c=!0;const t=e.schedule??bi();f(1),t.idle(()=>f(2)),t.delay(()=>f(3),r)},load(e,t={}){const n=e.bundleUrl,r=t.urgent?0:si(s=e.priority)?s:2;var s;const a=l.get(n);if("failed"===a?.state&&i()-a.failedAt<o)return Promise.reject(a.error);if(a&&"failed"!==a.state)return"waiting"===a.state&&r<a.rank&&(a.rank=r,h()),a.promise;const c=function(e,t){return u+=1,{...Gi(),url:e,rank:t,seq:u,state:"waiting",failedAt:0,error:void 0}}(n,r);return l.set(n,c),h(),c.promise},snapshot:()=>({loading:[...l.values()].filter(e=>"loading"===e.state).map(e=>e.url),waiting:p().map(e=>e.url)})}}({loadScript:e=>function(e,t=document){return new Promise((n,r)=>{const o=t.createElement("script");o.src=e,o.crossOrigin="anonymous",o.async=!0;const i=()=>{o.onload=null,o.onerror=null,o.remove()};o.onload=()=>{i(),n()},o.onerror=()=>{i(),r(new Error(`The micro-app script ${e} failed to load`))},(t.head??t.documentElement).appendChild(o)})}(e),schedule:bi()});(function({apps:e,root:t,loader:n,flags:r}){!function(){const{bootstrap:e,mount:t,unmount:n,unload:r}=Oi;(0,Ci.cG)(e.millis,e.dieOnTimeout,e.warningMillis),(0,Ci.n_)(t.millis,t.dieOnTimeout,t.warningMillis),(0,Ci.c3)(n.millis,n.dieOnTimeout,n.warningMillis),(0,Ci.PE)(r.millis,r.dieOnTimeout,r.warningMillis)}();const o=t.microApps,i=function(e,t,n){const r=new Map,o=n=>{const o=r.get(n.name);if(o)return o;const s=(async()=>{e.microApps.setStatus(n.name,"LOADING_SOURCE_CODE"),await i(n),await t.load(n);const r=Li(n);if("exports"!==r.kind)throw new Error(`"${n.name}" is not an extension`);e.extensions.register({name:n.name,type:n.type,exports:r.exports}),e.microApps.setStatus(n.name,"NOT_MOUNTED")})().catch(t=>{throw r.delete(n.name),e.microApps.setStatus(n.name,"LOAD_ERROR"),e.microApps.recordError(n.name,t),console.error(`[shell] extension "${n.name}" failed to load`,t),t});return r.set(n.name,s),s},i=async e=>{const t=e.dependencies.map(e=>n.get(e)).filter(e=>!!e&&Ni(e));await Promise.all(t.map(o))};return o}(t,n,new Map(e.map(e=>[e.uuid,e]))),s=e.filter(e=>"APPLICATION"===e.type||"IFRAME"===e.type&&e.rootPath),a={root:t,loader:n,quarantine:e=>o.quarantine(e,"did not unmount in time"),beforeLoad:async t=>{const n=e.filter(e=>t.dependencies.includes(e.uuid)&&Ni(e));await Promise.all(n.map(i))}};for(const e of s)(0,Ci.AG)({name:e.name,app:()=>Di(e,a),activeWhen:t=>!o.isQuarantined(e.name)&&(0,Ui.$)(s,t.pathname)?.name===e.name&&r.isEnabled((0,Fi.I)(e)),customProps:{domElementGetter:()=>Ti(e.name)}});for(const t of e.filter(Ni))i(t).catch(()=>{});const l=()=>{o.setPath(window.location.pathname),o.syncFromSingleSpa(Ci.cm,Ci.MT)};(0,Ci.MS)(e=>{o.recordError(e.appOrParcelName,e),console.error(e),l()});const c=["single-spa:app-change","single-spa:routing-event","single-spa:before-app-change"];for(const e of c)window.addEventListener(e,l);const d=r.subscribe(()=>{(0,Ci.w)()});(0,Ci.ni)({urlRerouteOnly:!0})})({apps:r,root:t,loader:o,flags:e.flags??$i}),o.start()})}catch(e){const n=e instanceof Error?e.message:String(e);console.error("[shell] micro-frontends failed to start:",n),t.microApps.setRegistryError(n)}}async function qi(e){!function(e=window){const t=e[Qo];if(t)return t;const n=Object.freeze({react:y,"react/jsx-runtime":$,"react-dom":C,"react-dom/client":j,mobx:ei,"mobx-react-lite":L,"styled-components":M,"react-router-dom":Xo,"react-i18next":O,"@shell/store":d,"@shell/ui":h,"@shell/i18n":s,"@shell/http":i,"@shell/theme":u,"@shell/query":c,"@shell/money":a,"@shell/time":p,"@shell/navigation":l,"@shell/billStates":o,"@flags/catalog":f,"@flags/client":r});Object.defineProperty(e,Qo,{value:n,configurable:!1,writable:!1})}(),await Wi(e)}}}]);
//# sourceMappingURL=332.a14631ac.js.map