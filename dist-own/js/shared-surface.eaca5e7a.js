"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[986],{4594(e,t,r){function n(e,t,r,n){return{type:"boolean",defaultValue:t,owner:e,description:{en:r,zh:n}}}r.r(t),r.d(t,{Ao:()=>s,Es:()=>o,oZ:()=>a,tG:()=>l});const i={"module-bills":n("bills",!0,"Bills module (list, detail, submit).","单据模块（列表、详情、提交）。"),"module-approval":n("approval",!0,"Approval module.","审批模块。"),"module-print":n("print",!0,"Print module.","打印模块。"),"module-upload":n("upload",!0,"Attachment upload module.","附件上传模块。"),"module-group-center":n("group-center",!0,"Group center: permissions for subsidiary corporations.","集团中心：为下属公司分配权限。"),"module-admin-rules":n("admin-rules",!0,"Admin rules: fee assignment rule configuration.","管理规则：费用分摊规则配置。"),"module-lab-demo":n("lab",!1,"Lab demo module, used to show live rollout; off for real staff.","实验室演示模块，用于展示实时发布；真实员工默认关闭。"),"bills-display-mode":{type:"string",defaultValue:"LIST",options:["LIST","TABLE"],owner:"bills",description:{en:"How the bill list is displayed.",zh:"单据列表的展示方式。"}},"upload-max-size-mb":{type:"number",defaultValue:24,owner:"upload",description:{en:"Largest attachment accepted, in MB.",zh:"单个附件的大小上限（MB）。"}},"approval-bulk-agree":{type:"boolean",defaultValue:!1,owner:"approval",description:{en:"Approve several documents at once.",zh:"批量同意审批单据。"}}};function o(e){return"string"==typeof e&&Object.prototype.hasOwnProperty.call(i,e)}function s(e){return i[e]}function a(e){return i[e].defaultValue}function l(e,t){}r.d(t,["lF",0,i])},6006(e,t,r){r.d(t,{exposeShared:()=>eo});var n={};r.r(n),r.d(n,{Flag:()=>A,FlagModuleContext:()=>f.o,FlagStoreContext:()=>f.Z,useFlag:()=>$});var i={};r.r(i),r.d(i,{BILL_STATES:()=>R.N3,billStateLabels:()=>R.Kb,billStateTone:()=>z.T,describeNextStep:()=>_.N,fieldsOf:()=>B.Pf,isBillState:()=>R.rJ,isFields:()=>B.Ce,nextStepMessages:()=>D.G,nextStepOf:()=>F.V,parseRejection:()=>H.d,parseWaitingNode:()=>U.n,readCount:()=>B._0,readId:()=>B.wh,readIds:()=>B.Zm,readList:()=>B.LD,readOneOf:()=>B.Qk,readText:()=>B.yR,readTime:()=>B.aQ});var o={};r.r(o),r.d(o,{DEFAULT_DEDUP_WINDOW_MS:()=>1e3,GRANT_HEADER:()=>V.N,HttpError:()=>W.j$,IGNORE_CODE:()=>W.$L,POLICY_CHECK_CODE:()=>W.SG,UNAUTHORIZED_CODES:()=>W.Yi,UNKNOWN_CODE:()=>Z.h,createHttpClient:()=>G.u,httpMessages:()=>K.h,toHttpError:()=>Z.e});var s={};r.r(s),r.d(s,{DEFAULT_LOCALE:()=>"zh-CN",LOCALES:()=>Y.Y,createI18n:()=>q.h,enLabelKey:()=>Q,localizedField:()=>J,localizedLabel:()=>X,normalizeLocale:()=>Y.Q,resources:()=>q.E,useLocale:()=>ee.Y,useLocalized:()=>te.z});var a={};r.r(a),r.d(a,{CNY:()=>Se,DEFAULT_SCALE:()=>2,MAX_CAPITAL_DIGITS:()=>we,MAX_DECIMAL_LENGTH:()=>200,MAX_SCALE:()=>20,MoneyError:()=>ie,addDecimals:()=>ce,addMoney:()=>Fe,amountAriaLabel:()=>Me,chineseCapitalAmount:()=>Ae,compareDecimals:()=>xe,convert:()=>me,decimalFromNumber:()=>be,divide:()=>pe,foreignLineAriaLabel:()=>_e,foreignLineLabel:()=>ze,formatAmount:()=>Te,formatDecimal:()=>ke,formatMoney:()=>Ne,formatMoneySide:()=>Pe,isDecimalString:()=>ae,moneyAriaLabel:()=>Re,moneyMessages:()=>Oe,moneyOf:()=>Ee,moneySide:()=>Ce,multiply:()=>he,parseMoney:()=>Be,roundToScale:()=>ge,sameCurrency:()=>De,standardCurrency:()=>je,sumDecimals:()=>ue,sumMoney:()=>He});var l={};r.r(l),r.d(l,{PREVIOUS_PAGE_KEY:()=>tt,SLIDER_CAPTCHA_DELAY_MS:()=>3e3,buildPreviewUrl:()=>Qe,isSafeUrl:()=>Xe.F,openLink:()=>et,overlayBus:()=>Je.L,readPreviousPage:()=>it,rememberPreviousPage:()=>nt,scheduleSliderCaptcha:()=>ot,triggerDownload:()=>st.z});var d={};r.r(d),r.d(d,{DEFAULT_PAGE_SIZE:()=>10,ListQueryError:()=>lt.$,MAX_FIELD_LIST:()=>50,MAX_FILTER_LENGTH:()=>4e3,MAX_PAGE_SIZE:()=>1e3,createListQuery:()=>at.b,pageLimit:()=>dt.L});var c={};r.r(c),r.d(c,{BILL_ROLES:()=>Ct.s2,LocaleStore:()=>ht.g,ModuleDefinitionError:()=>ut.aV,NoPermission:()=>kt,PRIVILEGE_CODES:()=>Ct.bh,PagedListStore:()=>yt,PrivilegeGuard:()=>Lt,RootStore:()=>vt.y,RootStoreContext:()=>St.H$,SHELL_PATHS:()=>vt.A,SessionStore:()=>wt.c,UiStore:()=>At._,addressOf:()=>mt,bindStore:()=>ut.b6,createStoreRef:()=>ct,defineModule:()=>ut.ki,hasPrivilege:()=>Ct.Sl,isMenuEntryAllowed:()=>Ct.yt,isPrivilegeCode:()=>Ct.bp,listProblemOf:()=>xt,placeOf:()=>gt,privilegeMessages:()=>jt,privilegeOfParams:()=>Ct.vI,useListAddress:()=>$t,usePrivilege:()=>Et,useRootStore:()=>St.xC,useStore:()=>St.Pj});var u={};r.r(u),r.d(u,{BREAKPOINTS:()=>_t.LO,COLOR_TOKENS:()=>Dt,DEFAULT_BRAND_COLOR:()=>Pt.i,PHONE_QUERY:()=>_t.K8,ThemeError:()=>Ft.M,buildTheme:()=>Pt.m,contrastRatio:()=>It.yN,controlSize:()=>_t.RB,focusRing:()=>_t.Rg,font:()=>zt,isHexColor:()=>Ot.f,media:()=>_t.$_,normalizeHexColor:()=>Ot.q,relativeLuminance:()=>It.bp,s:()=>Mt,space:()=>Rt,squareControlSize:()=>_t.g8,typo:()=>_t.N5});var h={};r.r(h),r.d(h,{formatBillTime:()=>Wt,formatMonthDay:()=>Bt,formatMonthDayTime:()=>Gt,relativeTimeLabel:()=>Vt.O,timeMessages:()=>Kt.A});var p={};r.r(p),r.d(p,{ActionBar:()=>on,ActionSheet:()=>gi,AlertDialog:()=>Li.L,BottomSheet:()=>mi,BulkBar:()=>un,Button:()=>Zt.$,Card:()=>dn.Z,Checkbox:()=>Ar,Combobox:()=>fr,ConfirmDialog:()=>ci.T,CrossAppLink:()=>Ai,DataTable:()=>jn,DateInput:()=>qr,DateRangeInput:()=>Yr,Descriptions:()=>Yn.K,Drawer:()=>Ti._,EmptyState:()=>bi.p,ErrorBoundary:()=>Ci.t,ErrorIllustration:()=>ji.L,ErrorScreen:()=>Ei.z,ErrorState:()=>yi.W,Field:()=>Xt,FrameContext:()=>vi.tW,Grid:()=>ln.x,IMAGE_EXTENSIONS:()=>Mi.f9,IconButton:()=>qt.K,IframeViewer:()=>Ri.ry,ImagePreviewer:()=>Oi.R,Input:()=>sr,LayerManager:()=>Gi.T,LayerOutlet:()=>Zi.f,LeaveGuard:()=>$i,List:()=>cn.B,ListItem:()=>cn.c,LoadMore:()=>On,Modal:()=>ki.a,MoneyField:()=>hr,NoticeCentre:()=>ni,NoticeStore:()=>Jn,NumberField:()=>ur,OVERLAY_DEFAULTS:()=>Pi.c,OverlayHost:()=>zi.j,Page:()=>rn.Y,PageHeader:()=>nn.z,Pagination:()=>kn,RadioGroup:()=>Pr,SearchField:()=>en,Section:()=>an.w,SegmentedControl:()=>Dr.I,Select:()=>pr,SidePopup:()=>Ni.O,Skeleton:()=>xi.E,SkeletonCards:()=>xi.r,Spinner:()=>Yt.y,Stack:()=>ln.B,StatusBadge:()=>zn.W,Stepper:()=>Wn,Surface:()=>dn.u,Switch:()=>Er,TabNav:()=>Wr,Tabs:()=>Ur,Tag:()=>zn.v,TextArea:()=>dr,TextField:()=>or,Timeline:()=>_n,TwoPartPanel:()=>qi,VisuallyHidden:()=>Qt.s,ZOOM:()=>Pi.L,appResourceHandlers:()=>Ki,browserResourceHandlers:()=>Bi,goBack:()=>wi.O,inputStyles:()=>ir,isImageName:()=>Mi.lS,layerManager:()=>Gi.F,navigateInApp:()=>wi.c,notices:()=>ti,openResource:()=>Ui,pageWindow:()=>En,resolveResource:()=>Fi,useFrame:()=>vi.j$,useFramePage:()=>vi.QA,useIsPhone:()=>An.W,useLayer:()=>Ii.Z,useMediaQuery:()=>An.U,useVisibleRows:()=>Cn,visibleRange:()=>Sn,visuallyHidden:()=>Qt.Q});var m=r(4594),g={};r.r(g),r.d(g,{FLAG_CATALOG:()=>m.lF,assertDeclared:()=>m.tG,flagDefault:()=>m.oZ,flagDefinition:()=>m.Ao,isFlagKey:()=>m.Es});var f=r(5935),x=r(6540),b=r.t(x,2);const y=()=>{};function $(e){const t=(0,x.useContext)(f.Z),r=(0,x.useContext)(f.o);r&&(0,m.tG)(r,e);const n=(0,x.useCallback)(r=>t?t.onChange(t=>{t.includes(e)&&r()}):y,[t,e]),i=()=>t?t.variation(e):(0,m.oZ)(e);return(0,x.useSyncExternalStore)(n,i,i)}var v=r(4848),w=r.t(v,2);function A({name:e,value:t,fallback:r=null,children:n}){const i=$(e),o=void 0===t?!0===i:i===t;return(0,v.jsx)(v.Fragment,{children:o?n:r})}var S=r(961),C=r.t(S,2),j=r(5338),E=r.t(j,2),L=r(1380),k=r(4648),T={};r.r(T),r.d(T,{Observer:()=>k.nu,_observerFinalizationRegistry:()=>k.FH,clearTimers:()=>k.oR,enableStaticRendering:()=>k.eO,isUsingStaticRendering:()=>k.Pe,observer:()=>k.PA,useLocalObservable:()=>k.iz});var N=r(6475),P={};r.r(P),r.d(P,{I18nContext:()=>N.gJ,I18nextProvider:()=>N.xC,IcuTrans:()=>N._h,IcuTransWithoutContext:()=>N.zH,Trans:()=>N.x6,TransWithoutContext:()=>N.M6,Translation:()=>N.wD,composeInitialProps:()=>N.rz,date:()=>N.p6,getDefaults:()=>N.rV,getI18n:()=>N.TO,getInitialProps:()=>N.Dz,initReactI18next:()=>N.r9,nodesToString:()=>N.Yk,number:()=>N.ai,plural:()=>N.LS,select:()=>N.Lt,selectOrdinal:()=>N.ml,setDefaults:()=>N.Pj,setI18n:()=>N.Vx,time:()=>N.kB,useSSR:()=>N.aG,useTranslation:()=>N.Bd,withSSR:()=>N.d$,withTranslation:()=>N.CI});var I=r(8124),O=r(3679),M={};r.r(M),r.d(M,{ServerStyleSheet:()=>O.E,StyleSheetConsumer:()=>O.lI,StyleSheetContext:()=>O.Yb,StyleSheetManager:()=>O.ID,ThemeConsumer:()=>O.e$,ThemeContext:()=>O.Dx,ThemeProvider:()=>O.NP,__PRIVATE__:()=>O.mG,createGlobalStyle:()=>O.DU,createTheme:()=>O.an,css:()=>O.AH,default:()=>O.Ay,isStyledComponent:()=>O.p4,keyframes:()=>O.i7,styled:()=>O.I4,stylisPluginRSC:()=>O.Mj,useTheme:()=>O.DP,version:()=>O.rE,withTheme:()=>O.SL});var R=r(7263),z=r(6452),_=r(9194),D=r(831),F=r(4050),H=r(7738),U=r(9466),B=r(4141),G=r(5907),W=r(6163),V=r(6702),K=r(9161),Z=r(875),q=r(7799),Y=r(7679);function Q(e){return 0===e.length?"en":`en${e[0].toUpperCase()}${e.slice(1)}`}function X(e,t){const r=e.enLabel;return"en-US"===t&&"string"==typeof r&&""!==r.trim()?r:e.label}function J(e,t,r){const n=e[t],i=e[Q(t)];return X({label:"string"==typeof n?n:"",enLabel:"string"==typeof i?i:null},r)}var ee=r(9328),te=r(7949),re=r(6582);function ne(e,t,r){return t in e?Object.defineProperty(e,t,{value:r,enumerable:!0,configurable:!0,writable:!0}):e[t]=r,e}class ie extends Error{constructor(e,t=""){super(e),ne(this,"name","MoneyError"),ne(this,"field",void 0),this.field=t}}const oe=/^-?\d+(\.\d+)?$/,se=re.W.clone({precision:500,rounding:re.W.ROUND_HALF_UP});function ae(e){return"string"==typeof e&&e.length<=200&&oe.test(e)}function le(e,t){if(!ae(e)){const r="string"==typeof e?JSON.stringify(e.slice(0,40)):typeof e;throw new ie(`${t} must be a decimal string, not ${r}`)}return new se(e)}function de(e){return e.isZero()?"0":e.toFixed()}function ce(e,t){return de(le(e,"An addend").plus(le(t,"An addend")))}function ue(e){return de(e.reduce((e,t)=>e.plus(le(t,"An addend")),new se(0)))}function he(e,t){return de(le(e,"A factor").times(le(t,"A factor")))}function pe(e,t,r=2){const n=le(t,"A divisor"),i=le(e,"A dividend");return fe(n.isZero()?new se(0):i.dividedBy(n),r)}function me(e,t,r=2){return fe(le(e,"An amount").times(le(t,"A rate")),r)}function ge(e,t=2){return fe(le(e,"An amount"),t)}function fe(e,t){const r=e.toDecimalPlaces(function(e){if(!Number.isInteger(e)||e<0||e>20)throw new ie("A scale must be a whole number from 0 to 20","scale");return e}(t),re.W.ROUND_HALF_UP);return r.isZero()?new se(0).toFixed(t):r.toFixed(t)}function xe(e,t){return le(e,"A compared value").comparedTo(le(t,"A compared value"))}function be(e){if(!Number.isFinite(e))return;const t=de(new se(e));return ae(t)?t:void 0}const ye=["零","壹","贰","叁","肆","伍","陆","柒","捌","玖"],$e=["仟","佰","拾",""],ve=["","万","亿","万亿"],we=4*ve.length;function Ae(e){if(!ae(e))return null;const t=ge(e,2),r=t.startsWith("-"),[n,i]=(r?t.slice(1):t).split("."),o=n.replace(/^0+(?=\d)/,"");if(o.length>we)return null;const s=Number(i[0]),a=Number(i[1]),l="0"===o?"":`${function(e){const t=e.padStart(4*Math.ceil(e.length/4),"0").match(/\d{4}/g)??[];let r="",n=!1;return t.forEach((e,i)=>{const o=ve[t.length-1-i];"0000"!==e?(""!==r&&(n||e.startsWith("0"))&&(r+=ye[0]),n=!1,r+=function(e){let t="",r=!1;for(let n=0;n<4;n+=1){const i=Number(e[n]);0!==i?(r&&(t+=ye[0]),r=!1,t+=ye[i]+$e[n]):r=""!==t}return t}(e)+o):n=""!==r}),r}(o)}元`;if(!l&&0===s&&0===a)return"零元整";let d="";return s>0?d+=`${ye[s]}角`:a>0&&l&&(d+=ye[0]),d+=a>0?`${ye[a]}分`:"整",`${r?"负":""}${l}${d}`}const Se=Object.freeze({strCode:"CNY",numCode:"156",symbol:"¥",unit:"元",scale:2});function Ce(e,t){const r=e[t];return void 0===r?null:{amount:r,currency:{strCode:e[`${t}StrCode`]??"",numCode:e[`${t}NumCode`]??"",symbol:e[`${t}Symbol`]??"",unit:e[`${t}Unit`]??"",scale:e[`${t}Scale`]??2}}}function je(e){return{strCode:e.standardStrCode,numCode:e.standardNumCode,symbol:e.standardSymbol,unit:e.standardUnit,scale:e.standardScale}}function Ee(e,t=Se){return{standard:e,standardScale:t.scale,standardUnit:t.unit,standardSymbol:t.symbol,standardNumCode:t.numCode,standardStrCode:t.strCode}}const Le={"zh-CN":{group:",",decimal:"."},"en-US":{group:",",decimal:"."}};function ke(e,t,r){const n=Le[r]??Le["zh-CN"],i=ge(e,t),o=i.startsWith("-"),[s,a]=(o?i.slice(1):i).split(".");return`${o?"-":""}${s.replace(/\B(?=(\d{3})+$)/g,n.group)}${void 0===a?"":n.decimal+a}`}function Te(e,t,r){const n=ke(e,t.scale,r),i=n.startsWith("-"),o=i?n.slice(1):n,s=i?"-":"";return t.symbol?`${s}${t.symbol}${o}`:t.strCode?`${t.strCode} ${s}${o}`:n}function Ne(e,t){return Te(e.standard,je(e),t)}function Pe(e,t,r){const n=Ce(e,t);return n?Te(n.amount,n.currency,r):null}const Ie=(...e)=>e.filter(Boolean).join(" "),Oe={"zh-CN":{minus:"负",currencies:{CNY:{name:"人民币",unit:"元"},USD:{name:"美元"},EUR:{name:"欧元"},JPY:{name:"日元"},HKD:{name:"港币"},GBP:{name:"英镑"}},amount:({amount:e,name:t,unit:r})=>Ie(t,e,r),foreignLine:({foreign:e,rate:t,standard:r})=>`${e}，汇率 ${t}，折合${r}`},"en-US":{minus:"minus",currencies:{CNY:{name:"Chinese yuan"},USD:{name:"US dollars"},EUR:{name:"euros"},JPY:{name:"Japanese yen"},HKD:{name:"Hong Kong dollars"},GBP:{name:"British pounds"}},amount:({amount:e,name:t})=>Ie(e,t),foreignLine:({foreign:e,rate:t,standard:r})=>`${e} at a rate of ${t}, equal to ${r}`}};function Me(e,t,r){const n=Oe[r]??Oe["zh-CN"],i=ke(e,t.scale,r),o=i.startsWith("-")?`${n.minus}${"en-US"===r?" ":""}${i.slice(1)}`:i,s=Object.hasOwn(n.currencies,t.strCode)?n.currencies[t.strCode]:void 0;return s?n.amount({amount:o,name:s.name,unit:s.unit??""}):t.strCode?n.amount({amount:o,name:t.strCode,unit:""}):n.amount({amount:o,name:"",unit:t.unit})}function Re(e,t){return Me(e.standard,je(e),t)}function ze(e,t){const r=Ce(e,"foreign");if(!r||void 0===e.rate)return null;const n=r.currency.strCode||r.currency.symbol,i=ke(r.amount,r.currency.scale,t),o=Te(e.standard,je(e),t);return`${n?`${n} `:""}${i} × ${e.rate} = ${o}`}function _e(e,t){const r=Ce(e,"foreign");return r&&void 0!==e.rate?(Oe[t]??Oe["zh-CN"]).foreignLine({foreign:Me(r.amount,r.currency,t),rate:e.rate,standard:Me(e.standard,je(e),t)}):null}function De(e,t){return e.strCode&&t.strCode?e.strCode===t.strCode:e.numCode&&t.numCode?e.numCode===t.numCode:e.symbol===t.symbol&&e.unit===t.unit}function Fe(e,t){return He([e,t],je(e))}function He(e,t){let r=t.scale;for(const[n,i]of e.entries()){const e=je(i);if(!De(e,t))return new ie(`Amount ${n+1} is in ${e.strCode||e.symbol||"?"}, not ${t.strCode||t.symbol}`,"standardStrCode");r=Math.max(r,e.scale)}return Ee(ge(ue(e.map(e=>e.standard)),r),{...t,scale:r})}const Ue=["Unit","Symbol","NumCode","StrCode"];function Be(e){if("object"!=typeof e||null===e||Array.isArray(e))return new ie("Money must be an object");const t=e;try{const e={standard:Ve(t,"standard")??Ye("standard"),standardScale:Ze(t,"standardScale"),standardUnit:qe(t,"standardUnit")??"",standardSymbol:qe(t,"standardSymbol")??"",standardNumCode:qe(t,"standardNumCode")??"",standardStrCode:qe(t,"standardStrCode")??""},r=Ve(t,"foreign");if(void 0!==r){Object.assign(e,Ge(t,"foreign",r),{rate:Ke(t,"rate")??Ye("rate")});const n=Ke(t,"sysRate");void 0!==n&&(e.sysRate=n)}const n=Ve(t,"budget");if(void 0!==n){Object.assign(e,Ge(t,"budget",n));const r=Ke(t,"budgetRate");void 0!==r&&(e.budgetRate=r)}return e}catch(e){return e instanceof ie?e:new ie("Money could not be read")}}function Ge(e,t,r){const n={[t]:r,[`${t}Scale`]:Ze(e,`${t}Scale`)};for(const r of Ue){const i=qe(e,`${t}${r}`);void 0!==i&&(n[`${t}${r}`]=i)}return n}function We(e,t){const r=Object.hasOwn(e,t)?e[t]:void 0;return null===r||""===r?void 0:r}function Ve(e,t){const r=We(e,t);if(void 0===r)return;const n="number"==typeof r?be(r):r;if(ae(n)&&n.length<=60)return n;throw new ie(`${t} must be a decimal amount`,t)}function Ke(e,t){const r=Ve(e,t);if(r?.startsWith("-"))throw new ie(`${t} must not be negative`,t);return r}function Ze(e,t){const r=We(e,t);if(void 0===r)return 2;const n="string"==typeof r&&/^\d{1,2}$/.test(r)?Number(r):r;if("number"==typeof n&&Number.isInteger(n)&&n>=0&&n<=20)return n;throw new ie(`${t} must be a whole number from 0 to 20`,t)}function qe(e,t){const r=We(e,t);if(void 0===r)return;const n="number"==typeof r&&Number.isSafeInteger(r)?String(r):r;if("string"==typeof n&&n.length<=32)return n;throw new ie(`${t} must be a short text`,t)}function Ye(e){throw new ie(`${e} is required`,e)}function Qe({previewHost:e,url:t,name:r,watermark:n}){const i=new URLSearchParams({url:t,name:r});return n&&i.set("watermark",n),`${e.replace(/\/+$/,"")}/view/url?${i.toString()}`}var Xe=r(5457),Je=r(7793);function et(e,t="newTab",r){if(!(0,Xe.F)(e))return!1;if("frame"===t)return Je.L.emit("iframeViewer:open",{url:e,title:r});try{return window.open(e,"_blank","noopener,noreferrer"),!0}catch{return!1}}const tt="expense:previousPage",rt=e=>"string"==typeof e&&e.startsWith("/")&&!e.startsWith("//");function nt(e,t=sessionStorage){if(rt(e))try{t.setItem(tt,e)}catch{}}function it(e="/",t=sessionStorage){try{const r=t.getItem(tt);return rt(r)?r:e}catch{return e}}function ot(e,{delayMs:t=3e3,setTimer:r=setTimeout}={}){return new Promise((n,i)=>{r(()=>{e().then(n,i)},t)})}var st=r(2175),at=r(3384),lt=r(7701),dt=r(4041);function ct(e){if(!/^[a-z][a-z0-9-]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/.test(e))throw new Error(`Store ref id "${e}" must be kebab-case, optionally with a ".name" suffix`);return Object.freeze({id:e})}var ut=r(5243),ht=r(9581);function pt(e){return null!==e&&/^\d{1,6}$/.test(e)?Number(e):null}function mt(e,t,r=""){const n=["page","size",...e.filterAddress?.keys??[]].map(e=>r+e),i=new URLSearchParams(t);n.forEach(e=>i.delete(e));const o={};e.page>1&&(o.page=String(e.page)),e.pageSize!==e.pageSizes[0]&&(o.size=String(e.pageSize));const s=e.filterAddress?.write(e.filters)??{};for(const[e,t]of Object.entries(((e,t)=>Object.fromEntries(Object.entries(e).map(([e,r])=>[`${t}${e}`,r])))({...o,...s},r)))i.set(e,t);return i}function gt(e,t,r=""){const n=new URLSearchParams;for(const[e,i]of t)e.startsWith(r)&&n.set(e.slice(r.length),i);const i=pt(n.get("size"));return{page:pt(n.get("page"))??1,pageSize:null!==i&&e.pageSizes.includes(i)?i:e.pageSizes[0],filters:e.filterAddress?e.filterAddress.read(n,e.defaults):e.defaults}}function ft(e,t){return"object"==typeof e&&null!==e?Reflect.get(e,t):void 0}function xt(e){return ft(e,"code")===W.$L?"ignore":404===ft(e,"status")?"notFound":"failed"}function bt(e,t,r){return t in e?Object.defineProperty(e,t,{value:r,enumerable:!0,configurable:!0,writable:!0}):e[t]=r,e}class yt{get name(){return this.source.name}get orderedData(){return[...this.data.values()]}get pageCount(){return Math.max(1,Math.ceil(this.count/this.pageSize))}get hasMore(){return this.page<this.pageCount}get isFiltered(){const e=this.source.isFiltered;return e?e(this.filters,this.defaults):(t=this.filters,r=this.defaults,!Object.keys(t).every(e=>Object.is(t[e],r[e])));var t,r}get query(){return this.source.query(this.filters,{page:this.page,pageSize:this.pageSize})}setFilters(e){return this.filters={...this.filters,...e},this.page=1,this.fetchPage()}resetFilters(){return this.setFilters(this.defaults)}setPage(e){const t=Number.isInteger(e)?Math.min(Math.max(e,1),this.pageCount):1;return t===this.page&&this.isLoaded?Promise.resolve():(this.page=t,this.fetchPage())}setPageSize(e){return this.pageSizes.includes(e)?(this.pageSize=e,this.page=1,this.fetchPage()):Promise.resolve()}restore(e){return this.filters=e.filters,this.pageSize=this.pageSizes.includes(e.pageSize)?e.pageSize:this.pageSize,this.page=Number.isInteger(e.page)&&e.page>0?e.page:1,this.fetchPage()}loadMore(){return!this.hasMore||this.isFetching?Promise.resolve():this.fetchPage(this.page+1,!0)}refresh(){return this.stale=!0,this.fetchPage()}invalidate(){this.stale=!0,this.isLoaded=!1}async write(e){try{return await e()}finally{(0,L.h5)(()=>this.stale=!0),await this.fetchPage()}}async fetchPage(e=this.page,t=!1){const r=++this.latest,n=this.stale,i=this.source.query(this.filters,{page:e,pageSize:this.pageSize});this.isFetching=!0,this.error=null;try{const o=await this.source.load(i,{fresh:n});if(r!==this.latest)return;(0,L.h5)(()=>{const r=o.items.map(e=>[this.source.keyOf(e),e]);this.data=new Map(t?[...this.data,...r]:r),this.count=o.count,this.page=e,this.isLoaded=!0,n&&(this.stale=!1)}),0===o.items.length&&e>this.pageCount&&await this.setPage(this.pageCount)}catch(e){const t=xt(e);if(r!==this.latest||"ignore"===t)return;(0,L.h5)(()=>this.error=t)}finally{r===this.latest&&(0,L.h5)(()=>this.isFetching=!1)}}constructor(e,t){bt(this,"source",void 0),bt(this,"data",void 0),bt(this,"count",void 0),bt(this,"page",void 0),bt(this,"pageSize",void 0),bt(this,"filters",void 0),bt(this,"isFetching",void 0),bt(this,"isLoaded",void 0),bt(this,"error",void 0),bt(this,"latest",void 0),bt(this,"stale",void 0),bt(this,"defaults",void 0),bt(this,"pageSizes",void 0),bt(this,"filterAddress",void 0),this.source=e,this.data=new Map,this.count=0,this.page=1,this.isFetching=!1,this.isLoaded=!1,this.error=null,this.latest=0,this.stale=!1,this.defaults=t.filters,this.filters=t.filters,this.pageSizes=t.pageSizes??[10],this.pageSize=this.pageSizes[0],this.filterAddress=e.address,(0,L.l_)(this,{source:!1,latest:!1,stale:!1,defaults:!1,pageSizes:!1,filterAddress:!1})}}function $t(e,t=""){const[r,n]=(0,I.ok)(),i=(0,x.useRef)(null),o=r.toString();(0,x.useEffect)(()=>{if(o===i.current)return;const r=gt(e,new URLSearchParams(o),t);e.isLoaded&&!e.isFetching&&function(e,t){return e.page===t.page&&e.pageSize===t.pageSize&&Object.keys(t.filters).every(r=>Object.is(e.filters[r],t.filters[r]))}(e,r)||e.restore(r)},[e,o,t]),(0,x.useEffect)(()=>(0,L.mJ)(()=>[e.page,e.pageSize,e.filters],()=>n(r=>{const n=mt(e,r,t);return i.current=n.toString(),n},{replace:!0})),[e,n,t])}var vt=r(9911),wt=r(6669),At=r(7001),St=r(1456),Ct=r(4694);const jt={"zh-CN":{meaning:{SYS_ADMIN:"系统",REPORT_VIEW:"费用报表",BUDGET_MANAGE:"预算",LOAN_MANAGE:"借款",EXPENSE_MANAGE:"报销单",REQUISITION_MANAGE:"申请单",CUSTOM_REPORT_VIEW:"高级报表",SETTLEMENT_MANAGE:"结算方式",TRIP_MANAGE:"差旅",CORP_WALLET_MANAGE:"企业钱包",INVOICE_MANAGE:"发票",SUPPLEMENT_INVOICE:"补充发票",AUDIT_ADMIN:"审计日志",SMART_REPORT:"智能报表",BANK_ACCOUNT_MANAGE:"账户",PAYMENT_WORKBENCH:"支付工作台",CREDIT_MANAGE:"信用"},billRole:{submitter:"提交人",approver:"审批人",creator:"创建人",extensionAdministrator:"扩展管理员"},noPermissionTitle:"没有权限",noPermissionText:"你没有「{privilege}」管理权限，请联系系统管理员开通。"},"en-US":{meaning:{SYS_ADMIN:"System",REPORT_VIEW:"Expense reports",BUDGET_MANAGE:"Budget",LOAN_MANAGE:"Loans",EXPENSE_MANAGE:"Expense bills",REQUISITION_MANAGE:"Requisitions",CUSTOM_REPORT_VIEW:"Advanced reports",SETTLEMENT_MANAGE:"Settlement methods",TRIP_MANAGE:"Travel",CORP_WALLET_MANAGE:"Corporate wallet",INVOICE_MANAGE:"Invoices",SUPPLEMENT_INVOICE:"Supplementary invoices",AUDIT_ADMIN:"Audit log",SMART_REPORT:"Smart reports",BANK_ACCOUNT_MANAGE:"Accounts",PAYMENT_WORKBENCH:"Payment workbench",CREDIT_MANAGE:"Credit"},billRole:{submitter:"Submitter",approver:"Approver",creator:"Creator",extensionAdministrator:"Extension administrator"},noPermissionTitle:"No permission",noPermissionText:"You do not hold the “{privilege}” admin privilege. Ask your system administrator for it."}};function Et(e){return(0,Ct.Sl)((0,St.xC)().session,e)}const Lt=(0,k.PA)(function({privilege:e,children:t}){return Et(e)?(0,v.jsx)(v.Fragment,{children:t}):(0,v.jsx)(kt,{privilege:e})});function kt({privilege:e}){const t=(0,te.z)(jt);return(0,v.jsxs)(Tt,{role:"alert","aria-labelledby":"no-permission-title",children:[(0,v.jsx)(Nt,{id:"no-permission-title",children:t.noPermissionTitle}),(0,v.jsx)("p",{children:t.noPermissionText.replace("{privilege}",t.meaning[e])})]})}const Tt=O.Ay.section`
  max-width: 560px;
  margin: ${({theme:e})=>e.spacing.xl}px auto;
  padding: ${({theme:e})=>e.spacing.lg}px;
  text-align: center;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  color: ${({theme:e})=>e.colors.textSecondary};
`,Nt=O.Ay.h1`
  margin: 0 0 ${({theme:e})=>e.spacing.sm}px;
  color: ${({theme:e})=>e.colors.text};
  font-size: ${({theme:e})=>e.font.size+6}px;
`;var Pt=r(8238),It=r(899),Ot=r(7808);function Mt(e){return({theme:t})=>t.colors[e]}function Rt(e){return({theme:t})=>`${t.spacing[e]}px`}function zt({theme:e}){const{size:t,lineHeight:r,family:n}=e.font;return`font-size: ${t}px; line-height: ${r}px; font-family: ${n};`}var _t=r(3014);const Dt=["text","textSecondary","textDisabled","background","surface","surfaceRaised","divider","border","brand","brandHover","brandText","brandOnSurface","danger","warning","success","focusRing","mask","overlay"];var Ft=r(2753),Ht=r(7290);const Ut=e=>String(e).padStart(2,"0");function Bt(e){const t=(0,Ht.x)(e);if(Number.isNaN(t))return"";const r=new Date(t);return`${Ut(r.getMonth()+1)}/${Ut(r.getDate())}`}function Gt(e){const t=(0,Ht.x)(e);if(Number.isNaN(t))return"";const r=new Date(t);return`${Bt(r)} ${Ut(r.getHours())}:${Ut(r.getMinutes())}`}function Wt(e,t){const r=(0,Ht.x)(e),n=(0,Ht.x)(t);return Number.isNaN(r)||Number.isNaN(n)?"":new Date(r).getFullYear()===new Date(n).getFullYear()?Gt(r):Bt(r)}var Vt=r(8445),Kt=r(9915),Zt=r(4564),qt=r(9211),Yt=r(8929),Qt=r(4712);function Xt({label:e,hint:t,error:r,required:n,hideLabel:i,id:o,children:s}){const a=(0,x.useId)(),l=o??a,d=t?`${l}-hint`:void 0,c=r?`${l}-error`:void 0,u=[c,d].filter(Boolean).join(" ")||void 0;return(0,v.jsxs)(Jt,{children:[(0,v.jsxs)(er,{htmlFor:l,$hidden:i??!1,children:[e,n&&(0,v.jsx)(tr,{"aria-hidden":"true",children:" *"})]}),s({id:l,"aria-describedby":u,...r?{"aria-invalid":!0}:{},...n?{"aria-required":!0}:{}}),r&&(0,v.jsx)(nr,{id:c,children:r}),t&&(0,v.jsx)(rr,{id:d,children:t})]})}const Jt=O.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xs}px;
  min-width: 0;
`,er=O.Ay.label`
  color: ${({theme:e})=>e.colors.textSecondary};
  ${({$hidden:e})=>e&&Qt.Q}
`,tr=O.Ay.span`
  color: ${({theme:e})=>e.colors.danger};
`,rr=O.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
  font-size: ${({theme:e})=>e.typography.caption.size}px;
  line-height: ${({theme:e})=>e.typography.caption.lineHeight}px;
`,nr=O.Ay.span`
  color: ${({theme:e})=>e.colors.danger};
`,ir=O.AH`
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
`,or=(0,x.forwardRef)(function({label:e,hint:t,error:r,required:n,hideLabel:i,id:o,prefix:s,...a},l){return(0,v.jsx)(Xt,{label:e,hint:t,error:r,required:n,hideLabel:i,id:o,children:e=>s?(0,v.jsxs)(ar,{children:[(0,v.jsx)(lr,{"aria-hidden":"true",children:s}),(0,v.jsx)(sr,{ref:l,required:n,...e,...a})]}):(0,v.jsx)(sr,{ref:l,required:n,...e,...a})})}),sr=O.Ay.input`
  ${ir}
`,ar=O.Ay.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-left: 2.2em;
  }
`,lr=O.Ay.span`
  position: absolute;
  left: ${({theme:e})=>e.spacing.md}px;
  color: ${({theme:e})=>e.colors.textSecondary};
  pointer-events: none;
`,dr=(0,x.forwardRef)(function({label:e,hint:t,error:r,required:n,hideLabel:i,id:o,rows:s=3,...a},l){return(0,v.jsx)(Xt,{label:e,hint:t,error:r,required:n,hideLabel:i,id:o,children:e=>(0,v.jsx)(cr,{ref:l,rows:s,required:n,...e,...a})})}),cr=O.Ay.textarea`
  ${ir}
  padding-top: ${({theme:e})=>e.spacing.sm}px;
  padding-bottom: ${({theme:e})=>e.spacing.sm}px;
  resize: vertical;
`,ur=(0,x.forwardRef)(function({decimal:e=!1,...t},r){return(0,v.jsx)(or,{ref:r,type:"text",inputMode:e?"decimal":"numeric",autoComplete:"off",...t})}),hr=(0,x.forwardRef)(function({symbol:e,...t},r){return(0,v.jsx)(ur,{ref:r,decimal:!0,prefix:e,...t})}),pr=(0,x.forwardRef)(function({label:e,hint:t,error:r,required:n,hideLabel:i,id:o,options:s,placeholder:a,...l},d){return(0,v.jsx)(Xt,{label:e,hint:t,error:r,required:n,hideLabel:i,id:o,children:e=>(0,v.jsxs)(mr,{ref:d,required:n,...e,...l,children:[void 0!==a&&(0,v.jsx)("option",{value:"",children:a}),s.map(e=>(0,v.jsx)("option",{value:e.value,disabled:e.disabled,children:e.label},e.value))]})})}),mr=O.Ay.select`
  ${ir}
  padding-right: ${({theme:e})=>e.spacing.xl}px;
  cursor: pointer;
`;var gr=r(2055);function fr(e){const{items:t,itemKey:r,itemText:n,renderItem:i,status:o}=e,s=(0,gr.Bp)({id:e.id?`${e.id}-combobox`:void 0,inputId:e.id,items:[...t],itemToString:e=>e?n(e):"",itemToKey:e=>e?r(e):null,inputValue:e.inputValue,selectedItem:null,onInputValueChange:({inputValue:t,type:r})=>{r===gr.Bp.stateChangeTypes.InputChange&&e.onInputValueChange(t)},onSelectedItemChange:({selectedItem:t})=>{t&&e.onPick(t)},onIsOpenChange:({isOpen:t})=>e.onOpenChange?.(Boolean(t))}),{isOpen:a,highlightedIndex:l}=s;return(0,v.jsxs)(xr,{children:[(0,v.jsx)(br,{...s.getInputProps({"aria-label":e.inputLabel,"aria-describedby":e.describedBy,"aria-invalid":e.invalid||void 0,"aria-required":e.required||void 0,readOnly:e.readOnly,placeholder:e.placeholder,onClick:()=>{e.readOnly||a||s.openMenu()},onKeyDown:t=>{"Enter"===t.key&&a&&t.preventDefault(),e.readOnly&&(t.nativeEvent.preventDownshiftDefault=!0)},onBlur:()=>e.onLeave?.()})}),(0,v.jsxs)(yr,{hidden:!a||e.readOnly,children:[(0,v.jsx)($r,{...s.getMenuProps({"aria-label":e.listLabel}),children:a&&t.map((e,t)=>(0,v.jsx)(vr,{$active:t===l,...s.getItemProps({item:e,index:t}),children:i?i(e):n(e)},r(e)))}),(0,v.jsx)(wr,{role:"status",children:a?o??"":""})]})]})}const xr=O.Ay.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`,br=O.Ay.input`
  ${ir}
`,yr=O.Ay.div`
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
`,$r=O.Ay.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`,vr=O.Ay.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({theme:e})=>e.control.touch}px;
  padding: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
  cursor: pointer;
  background: ${({theme:e,$active:t})=>t?e.colors.background:"transparent"};
  outline: ${({theme:e,$active:t})=>t?`2px solid ${e.colors.focusRing}`:"none"};
  outline-offset: -2px;
`,wr=O.Ay.div`
  padding: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
  color: ${({theme:e})=>e.colors.textSecondary};

  &:empty {
    display: none;
  }
`,Ar=(0,x.forwardRef)(function({label:e,hideLabel:t=!1,className:r,...n},i){return(0,v.jsxs)(Sr,{className:r,$disabled:n.disabled??!1,children:[(0,v.jsx)(Cr,{ref:i,type:"checkbox",...n}),(0,v.jsx)(jr,{$hidden:t,children:e})]})}),Sr=O.Ay.label`
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
`,Cr=O.Ay.input`
  width: 18px;
  height: 18px;
  margin: 0 0 0 ${({theme:e})=>e.spacing.xs}px;
  accent-color: ${({theme:e})=>e.colors.brand};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.colors.focusRing};
    outline-offset: 2px;
  }
`,jr=O.Ay.span`
  ${({$hidden:e})=>e&&Qt.Q}
`;function Er({label:e,checked:t,onChange:r,disabled:n,id:i}){return(0,v.jsxs)(Lr,{id:i,type:"button",role:"switch","aria-checked":t,disabled:n,onClick:()=>r(!t),children:[(0,v.jsx)("span",{children:e}),(0,v.jsx)(kr,{$on:t,"aria-hidden":"true",children:(0,v.jsx)(Tr,{$on:t})})]})}const Lr=O.Ay.button`
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
`,kr=O.Ay.span`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border-radius: 11px;
  border: 1px solid ${({theme:e,$on:t})=>t?e.colors.brand:e.colors.border};
  background: ${({theme:e,$on:t})=>t?e.colors.brand:e.colors.surface};
  transition: background ${({theme:e})=>e.motion.quickMs}ms;
`,Tr=O.Ay.span`
  position: absolute;
  top: 2px;
  left: ${({$on:e})=>e?20:2}px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({theme:e,$on:t})=>t?e.colors.brandText:e.colors.border};
  transition: left ${({theme:e})=>e.motion.quickMs}ms;
`;var Nr=r(9451);function Pr({label:e,value:t,onChange:r,options:n,orientation:i="vertical"}){const o=(0,x.useId)();return(0,v.jsxs)(Ir,{role:"group","aria-labelledby":o,children:[(0,v.jsx)(Or,{id:o,children:e}),(0,v.jsx)(Mr,{value:t,onValueChange:e=>r(e),orientation:i,"aria-labelledby":o,$row:"horizontal"===i,children:n.map(e=>(0,v.jsxs)(Rr,{children:[(0,v.jsx)(zr,{value:e.value,disabled:e.disabled,children:(0,v.jsx)(_r,{})}),e.label]},e.value))})]})}const Ir=O.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.xs}px;
`,Or=O.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,Mr=(0,O.Ay)(Nr.bL)`
  display: flex;
  flex-direction: ${({$row:e})=>e?"row":"column"};
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.lg}px;
`,Rr=O.Ay.label`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-height: ${({theme:e})=>e.control.dense}px;
  cursor: pointer;

  ${_t.$_.touch} {
    min-height: ${({theme:e})=>e.control.touch}px;
  }
`,zr=(0,O.Ay)(Nr.q7)`
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
`,_r=(0,O.Ay)(Nr.C1)`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({theme:e})=>e.colors.brand};
`;var Dr=r(5911),Fr=r(4514);const Hr=O.AH`
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
`;function Ur({label:e,value:t,onChange:r,items:n}){return(0,v.jsxs)(Fr.bL,{value:t,onValueChange:e=>r(e),children:[(0,v.jsx)(Br,{"aria-label":e,children:n.map(e=>(0,v.jsx)(Gr,{value:e.value,children:e.label},e.value))}),n.map(e=>(0,v.jsx)(Fr.UC,{value:e.value,children:e.content},e.value))]})}const Br=(0,O.Ay)(Fr.B8)`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
  margin-bottom: ${({theme:e})=>e.spacing.lg}px;
`,Gr=(0,O.Ay)(Fr.l9)`
  ${Hr}

  &[data-state='active'] {
    color: ${({theme:e})=>e.colors.brandOnSurface};
    border-bottom-color: ${({theme:e})=>e.colors.brand};
    font-weight: 600;
  }
`;function Wr({label:e,items:t}){return(0,v.jsx)(Vr,{"aria-label":e,children:t.map(e=>(0,v.jsx)(Kr,{to:e.to,end:e.end,children:e.label},e.to))})}const Vr=O.Ay.nav`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({theme:e})=>e.colors.divider};
  margin-bottom: ${({theme:e})=>e.spacing.lg}px;
`,Kr=(0,O.Ay)(I.k2)`
  ${Hr}

  &[aria-current='page'] {
    color: ${({theme:e})=>e.colors.brandOnSurface};
    border-bottom-color: ${({theme:e})=>e.colors.brand};
    font-weight: 600;
  }
`;var Zr=r(1451);const qr=(0,x.forwardRef)(function(e,t){return(0,v.jsx)(or,{ref:t,type:"date",...e})});function Yr({value:e,onChange:t,disabled:r,...n}){const i=(0,te.z)(Zr.Z);return(0,v.jsx)(Xt,{...n,children:({id:n,...o})=>(0,v.jsxs)(Qr,{children:[(0,v.jsx)(Xr,{id:n,type:"date","aria-label":i.from,value:e.start,max:e.end||void 0,disabled:r,onChange:r=>t({...e,start:r.target.value}),...o}),(0,v.jsx)(Jr,{"aria-hidden":"true",children:"–"}),(0,v.jsx)(Xr,{type:"date","aria-label":i.to,value:e.end,min:e.start||void 0,disabled:r,onChange:r=>t({...e,end:r.target.value}),...o})]})})}const Qr=O.Ay.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,Xr=O.Ay.input`
  ${ir}
  flex: 1;
`,Jr=O.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`;function en({label:e,value:t,onChange:r,onSearch:n,placeholder:i}){const o=(0,te.z)(Zr.Z),[s,a]=(0,x.useState)(!1);return(0,v.jsxs)(tn,{role:"search",onSubmit:e=>{e.preventDefault(),s||n?.(t)},children:[(0,v.jsx)(sr,{type:"search","aria-label":e,placeholder:i??e,value:t,onChange:e=>r(e.target.value),onCompositionStart:()=>a(!0),onCompositionEnd:()=>a(!1)}),n&&(0,v.jsx)(Zt.$,{type:"submit",variant:"primary",children:o.search})]})}const tn=O.Ay.form`
  display: flex;
  gap: ${({theme:e})=>e.spacing.sm}px;
  min-width: 0;
  flex: 1;
`;var rn=r(1681),nn=r(4342);function on({label:e,children:t}){return(0,v.jsx)(sn,{role:"group","aria-label":e,children:t})}const sn=O.Ay.div`
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
`;var an=r(2563),ln=r(7382),dn=r(1246),cn=r(44);function un({count:e,children:t}){const r=(0,te.z)(Zr.Z);return 0===e?null:(0,v.jsxs)(hn,{role:"region","aria-label":r.selected(e),children:[(0,v.jsx)("strong",{"aria-live":"polite",children:r.selected(e)}),(0,v.jsx)(pn,{children:t})]})}const hn=O.Ay.div`
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
`,pn=O.Ay.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.sm}px;
`;function mn({column:e,sort:t,onSort:r}){const n=t?.key===e.key,i=n?"asc"===t.direction?"ascending":"descending":void 0;return(0,v.jsx)("th",{scope:"col","aria-sort":i,style:{width:e.width,textAlign:"end"===e.align?"right":"left"},children:e.sortable&&r?(0,v.jsxs)(gn,{type:"button",onClick:()=>r(e.key),children:[e.header,(0,v.jsx)(fn,{"aria-hidden":"true",children:n?"asc"===t.direction?"▲":"▼":"↕"})]}):e.header})}const gn=O.Ay.button`
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
`,fn=O.Ay.span`
  font-size: 10px;
  color: ${({theme:e})=>e.colors.textSecondary};
`;function xn({height:e,span:t}){return(0,v.jsx)("tr",{"aria-hidden":"true",style:{height:e},children:(0,v.jsx)($n,{colSpan:t})})}const bn=O.Ay.div`
  overflow-x: auto;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  ${({$windowed:e,$max:t})=>e&&O.AH`
      overflow-y: auto;
      max-height: min(${t}px, 75vh);
    `}
`,yn=O.Ay.table`
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

  ${({$windowed:e,$rowHeight:t})=>e&&O.AH`
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
`,$n=O.Ay.td`
  && {
    padding: 0;
    border: 0;
  }
`,vn=O.Ay.caption`
  ${Qt.Q}
`,wn=O.Ay.div`
  display: flex;
  align-items: flex-start;
  gap: ${({theme:e})=>e.spacing.xs}px;

  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;var An=r(9928);function Sn(e,t,r,{rowHeight:n,overscan:i}){const o=Math.ceil(Math.max(0,r)/n)+1,s=Math.min(Math.floor(Math.max(0,t)/n),Math.max(0,e-o)),a=Math.min(e,Math.max(0,s-i)),l=Math.min(e,s+o+i);return{start:a,end:Math.max(a,l)}}function Cn(e,t){const{rowHeight:r,viewportHeight:n,overscan:i}=t,[o,s]=(0,x.useState)({scrollTop:0,height:n}),a=(0,x.useRef)(null),l=(0,x.useCallback)(e=>{const{scrollTop:t,clientHeight:o}=e,a=o>0?o:n;s(e=>{const n=Sn(Number.MAX_SAFE_INTEGER,e.scrollTop,e.height,{rowHeight:r,overscan:i}),o=Sn(Number.MAX_SAFE_INTEGER,t,a,{rowHeight:r,overscan:i});return n.start===o.start&&n.end===o.end?e:{scrollTop:t,height:a}})},[r,i,n]),d=(0,x.useCallback)(e=>l(e.currentTarget),[l]);return(0,x.useLayoutEffect)(()=>{a.current&&l(a.current)},[e,l]),{...Sn(e,o.scrollTop,o.height,{rowHeight:r,overscan:i}),onScroll:d,ref:a}}function jn(e){const{caption:t,rows:r,rowKey:n,columns:i,card:o,sort:s,onSort:a,selection:l}=e,{windowingFrom:d=200,rowHeight:c=41}=e,u=(0,te.z)(Zr.Z),h=(0,An.W)(),p=!h&&r.length>=d,{ref:m,onScroll:g,start:f,end:x}=Cn(r.length,{rowHeight:c,viewportHeight:640,overscan:8}),b=(e,t)=>{if(!l)return;const r=new Set(l.selected);t?r.add(e):r.delete(e),l.onChange(r)},y=l&&(0,v.jsx)(un,{count:l.selected.size,children:l.actions});if(h)return(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(cn.B,{"aria-label":t,children:r.map(e=>(0,v.jsx)(cn.c,{children:l?(0,v.jsxs)(wn,{children:[(0,v.jsx)(Ar,{label:l.rowLabel(e),hideLabel:!0,checked:l.selected.has(n(e)),onChange:t=>b(n(e),t.target.checked)}),o(e)]}):o(e)},n(e)))}),y]});const $=p?f:0,w=p?x:r.length,A=void 0!==l&&r.length>0&&r.every(e=>l.selected.has(n(e))),S=i.length+(l?1:0);return(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(bn,{ref:m,$windowed:p,$max:640,onScroll:p?g:void 0,children:(0,v.jsxs)(yn,{$windowed:p,$rowHeight:c,"aria-rowcount":r.length+1,children:[(0,v.jsx)(vn,{children:t}),(0,v.jsx)("thead",{children:(0,v.jsxs)("tr",{"aria-rowindex":1,children:[l&&(0,v.jsx)("th",{scope:"col",children:(0,v.jsx)(Ar,{label:u.selectAll,hideLabel:!0,checked:A,onChange:e=>l.onChange(e.target.checked?new Set(r.map(n)):new Set)})}),i.map(e=>(0,v.jsx)(mn,{column:e,sort:s,onSort:a},e.key))]})}),(0,v.jsxs)("tbody",{children:[$>0&&(0,v.jsx)(xn,{height:$*c,span:S}),r.slice($,w).map((e,t)=>(0,v.jsxs)("tr",{"aria-rowindex":$+t+2,children:[l&&(0,v.jsx)("td",{children:(0,v.jsx)(Ar,{label:l.rowLabel(e),hideLabel:!0,checked:l.selected.has(n(e)),onChange:t=>b(n(e),t.target.checked)})}),i.map(t=>{const r=t.rowHeader?"th":"td";return(0,v.jsx)(r,{scope:t.rowHeader?"row":void 0,style:"end"===t.align?{textAlign:"right"}:void 0,children:t.cell(e)},t.key)})]},n(e))),w<r.length&&(0,v.jsx)(xn,{height:(r.length-w)*c,span:S})]})]})}),y]})}function En(e,t,r=2){const n=[];for(let i=1;i<=t;i+=1){const o=Math.abs(i-e)<=r;1===i||i===t||o?n.push(i):null!==n[n.length-1]&&n.push(null)}return n}const Ln={ArrowLeft:e=>e-1,ArrowRight:e=>e+1,Home:()=>1,End:(e,t)=>t};function kn(e){const{page:t,pageCount:r,pageSize:n,pageSizes:i,onPage:o,onPageSize:s,perPage:a}=e,l=(0,te.z)(Zr.Z);return(0,v.jsxs)(Tn,{"aria-label":e.label??l.pageOf(t,r),onKeyDown:e=>{if(e.target instanceof HTMLSelectElement)return;const n=Ln[e.key]?.(t,r);void 0!==n&&(e.preventDefault(),n>=1&&n<=r&&n!==t&&o(n))},children:[(0,v.jsx)(Zt.$,{disabled:t<=1,onClick:()=>o(t-1),children:l.previous}),(0,v.jsx)(Nn,{children:En(t,r).map((r,n)=>null===r?(0,v.jsx)("li",{"aria-hidden":"true",children:"…"},`gap-${n}`):(0,v.jsx)("li",{children:(0,v.jsx)(Zt.$,{"aria-label":e.pageLabel?.(r),"aria-current":r===t?"page":void 0,variant:r===t?"primary":"secondary",onClick:()=>o(r),children:r})},r))}),(0,v.jsx)(Zt.$,{disabled:t>=r,onClick:()=>o(t+1),children:l.next}),(0,v.jsx)(Pn,{children:l.pageOf(t,r)}),void 0!==n&&i&&s&&(0,v.jsx)(In,{label:e.pageSizeLabel??a?.(n)??String(n),hideLabel:!0,value:String(n),onChange:e=>s(Number(e.target.value)),options:i.map(e=>({value:String(e),label:a?.(e)??String(e)}))})]})}const Tn=O.Ay.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.spacing.sm}px;
  align-items: center;
  margin-top: ${({theme:e})=>e.spacing.md}px;
`,Nn=O.Ay.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`,Pn=O.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,In=(0,O.Ay)(pr)`
  width: auto;
`;function On({hasMore:e,loading:t,onLoadMore:r,auto:n=!0}){const i=(0,te.z)(Zr.Z),o=(0,x.useRef)(null),s=(0,x.useRef)(r);return(0,x.useEffect)(()=>{s.current=r}),(0,x.useEffect)(()=>{const r=o.current;if(!n||!e||t||!r||"undefined"==typeof IntersectionObserver)return;const i=new IntersectionObserver(e=>{e.some(e=>e.isIntersecting)&&s.current()});return i.observe(r),()=>i.disconnect()},[n,e,t]),e?(0,v.jsx)(Mn,{children:(0,v.jsx)(Zt.$,{ref:o,block:!0,loading:t,onClick:r,children:t?i.loading:i.loadMore})}):(0,v.jsx)(Rn,{children:i.allLoaded})}const Mn=O.Ay.div`
  margin-top: ${({theme:e})=>e.spacing.md}px;
`,Rn=O.Ay.p`
  margin: ${({theme:e})=>e.spacing.md}px 0 0;
  text-align: center;
  color: ${({theme:e})=>e.colors.textSecondary};
`;var zn=r(4087);function _n({label:e,items:t}){return(0,v.jsx)(Dn,{"aria-label":e,children:t.map(e=>(0,v.jsxs)(Fn,{"aria-current":e.current?"step":void 0,children:[(0,v.jsx)(Hn,{$tone:e.tone??"neutral","aria-hidden":"true"}),(0,v.jsxs)(Un,{children:[(0,v.jsx)("strong",{children:e.title}),e.time&&(0,v.jsx)(Bn,{children:e.time})]}),e.body&&(0,v.jsx)(Gn,{children:e.body})]},e.key))})}const Dn=O.Ay.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`,Fn=O.Ay.li`
  position: relative;
  padding: 0 0 ${({theme:e})=>e.spacing.lg}px ${({theme:e})=>e.spacing.xl}px;
  border-left: 2px solid ${({theme:e})=>e.colors.divider};
  margin-left: 6px;

  &:last-child {
    border-left-color: transparent;
  }
`,Hn=O.Ay.span`
  position: absolute;
  left: -8px;
  top: 4px;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid ${({theme:e})=>e.colors.surface};
  background: ${({theme:e,$tone:t})=>"success"===t?e.colors.success:"danger"===t?e.colors.danger:"warning"===t?e.colors.warning:"info"===t?e.colors.brand:e.colors.border};
`,Un=O.Ay.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({theme:e})=>e.spacing.xs}px ${({theme:e})=>e.spacing.md}px;
`,Bn=O.Ay.span`
  color: ${({theme:e})=>e.colors.textSecondary};
`,Gn=O.Ay.div`
  margin-top: ${({theme:e})=>e.spacing.xs}px;
  color: ${({theme:e})=>e.colors.textSecondary};
  overflow-wrap: anywhere;
`;function Wn({steps:e,current:t}){const r=(0,te.z)(Zr.Z);return(0,v.jsx)(Vn,{children:e.map((n,i)=>{const o=i<t?"done":i===t?"current":"todo";return(0,v.jsxs)(Kn,{$state:o,"aria-current":"current"===o?"step":void 0,children:[(0,v.jsx)(Zn,{"aria-hidden":"true",children:"done"===o?"✓":i+1}),(0,v.jsx)(Qt.s,{children:r.step(i+1,e.length)}),(0,v.jsx)(qn,{children:n})]},i)})})}const Vn=O.Ay.ol`
  display: flex;
  gap: ${({theme:e})=>e.spacing.sm}px;
  margin: 0 0 ${({theme:e})=>e.spacing.xl}px;
  padding: 0;
  list-style: none;
`,Kn=O.Ay.li`
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
`,Zn=O.Ay.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid currentColor;
`,qn=O.Ay.span`
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
`;var Yn=r(3891);function Qn(e,t,r){return t in e?Object.defineProperty(e,t,{value:r,enumerable:!0,configurable:!0,writable:!0}):e[t]=r,e}const Xn={success:4e3,info:5e3,error:null};class Jn{show(e,t){const r=this.nextId;this.nextId+=1,this.items=[...this.items.filter(e=>e.text!==t),{id:r,kind:e,text:t}].slice(-3);const n=Xn[e];return null!==n&&this.schedule(()=>this.dismiss(r),n),r}success(e){return this.show("success",e)}info(e){return this.show("info",e)}error(e){return this.show("error",e)}dismiss(e){this.items=this.items.filter(t=>t.id!==e)}clear(){this.items=[]}constructor(e=ei){Qn(this,"schedule",void 0),Qn(this,"items",void 0),Qn(this,"nextId",void 0),this.schedule=e,this.items=[],this.nextId=1,(0,L.l_)(this,{schedule:!1})}}function ei(e,t){setTimeout(e,t)}const ti=new Jn,ri={success:"✓",info:"i",error:"!"},ni=(0,k.PA)(function({store:e=ti}){const t=(0,te.z)(Zr.Z),r=e.items.filter(e=>"error"!==e.kind),n=e.items.filter(e=>"error"===e.kind);return(0,v.jsx)(oi,{"aria-label":t.notices,children:[{role:"status",items:r},{role:"alert",items:n}].map(({role:r,items:n})=>(0,v.jsx)(si,{role:r,children:n.map(r=>(0,v.jsxs)(ai,{$kind:r.kind,"data-notice":r.kind,children:[(0,v.jsx)(li,{$kind:r.kind,"aria-hidden":"true",children:ri[r.kind]}),(0,v.jsx)(di,{children:r.text}),(0,v.jsx)(qt.K,{label:t.dismiss,onClick:()=>e.dismiss(r.id),children:"✕"})]},r.id))},r))})}),ii=O.i7`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`,oi=O.Ay.section`
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
`,si=O.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
`,ai=O.Ay.div`
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
  animation: ${ii} ${({theme:e})=>e.motion.overlayMs}ms ease-out;
`,li=O.Ay.span`
  flex: none;
  font-weight: 700;
  color: ${({theme:e,$kind:t})=>"error"===t?e.colors.danger:"success"===t?e.colors.success:e.colors.brandOnSurface};
`,di=O.Ay.p`
  flex: 1;
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;var ci=r(4337),ui=r(990),hi=r(5704),pi=r(8061);function mi({open:e,title:t,onClose:r,children:n}){const i=(0,hi.G)(e);return(0,v.jsx)(ui.bL,{open:e,onOpenChange:e=>!e&&r(),children:(0,v.jsxs)(ui.ZL,{children:[(0,v.jsx)(pi.zs,{}),(0,v.jsxs)(pi.wY,{"aria-describedby":void 0,onCloseAutoFocus:i,children:[(0,v.jsx)(pi.L3,{children:t}),n]})]})})}function gi({open:e,title:t,actions:r,onClose:n}){const i=(0,te.z)(Zr.Z);return(0,v.jsx)(mi,{open:e,title:t,onClose:n,children:(0,v.jsxs)(fi,{children:[r.map(e=>(0,v.jsx)(Zt.$,{block:!0,size:"lg",variant:"danger"===e.tone?"danger":"secondary",disabled:e.disabled,onClick:()=>{n(),e.onSelect()},children:e.label},e.key)),(0,v.jsx)(Zt.$,{block:!0,size:"lg",variant:"text",onClick:n,children:i.cancel})]})})}const fi=O.Ay.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.spacing.sm}px;
`;var xi=r(8656),bi=r(6227),yi=r(9688);function $i({when:e}){const t=(0,te.z)(Zr.Z),r=(0,I.KP)(e);return(0,x.useEffect)(()=>{if(!e)return;const t=e=>e.preventDefault();return window.addEventListener("beforeunload",t),()=>window.removeEventListener("beforeunload",t)},[e]),(0,v.jsx)(ci.T,{open:"blocked"===r.state,title:t.leaveTitle,tone:"danger",confirmLabel:t.leave,cancelLabel:t.stay,onConfirm:()=>r.proceed?.(),onCancel:()=>r.reset?.(),children:t.leaveBody})}var vi=r(8505),wi=r(6334);function Ai({href:e,children:t}){return(0,v.jsx)(Si,{href:e,onClick:e=>{e.metaKey||e.ctrlKey||e.shiftKey||0!==e.button||(e.preventDefault(),window.history.pushState(window.history.state,"",e.currentTarget.href))},children:t})}const Si=O.Ay.a`
  color: ${({theme:e})=>e.colors.brandOnSurface};
`;var Ci=r(2625),ji=r(4857),Ei=r(7547),Li=r(5531),ki=r(7596),Ti=r(5337),Ni=r(586),Pi=r(1864),Ii=r(7135),Oi=r(7926),Mi=r(4819),Ri=r(2946),zi=r(5515);const _i={"zh-CN":{noSourceType:"无法打开此资源：缺少资源类型",badAddress:"无法打开此资源：地址无效",unknownType:e=>`无法打开此资源：不支持的资源类型“${e}”`,blocked:"无法打开此资源，请稍后重试",panelTitle:"第三方资源"},"en-US":{noSourceType:"This resource cannot be opened: it has no source type",badAddress:"This resource cannot be opened: the address is not valid",unknownType:e=>`This resource cannot be opened: unsupported source type "${e}"`,blocked:"This resource cannot be opened. Please try again later",panelTitle:"Third-party resource"}},Di=new Set(["OPEN_LINK","WINDOW_OPEN","IFRAME"]);function Fi(e,t){const r="object"==typeof e&&null!==e?{...e}:{},n="string"==typeof r.sourceType?r.sourceType.trim():"";if(!n)return{kind:"error",reason:"noSourceType"};const i=function(e,t){const{data:r}=e,n="object"==typeof r&&null!==r?r.isPc:void 0;return"boolean"==typeof n?n:t}(r,t.isPC),o=function(e){return e.source??e.url??e.link}(r);if(Di.has(n)&&!(0,Xe.F)(o))return{kind:"error",reason:"badAddress"};const s=o;switch(n){case"OPEN_LINK":return i?(e=>"MALL"===e.realm||!0===e.isMall)(r)?{kind:"mallRedirect",url:s}:{kind:"openLink",url:s}:{kind:"layoutLink",url:s};case"WINDOW_OPEN":return{kind:"newWindow",url:s};case"SLIDE":return{kind:"slide",variant:i?"pc":"mobile",resource:r};case"IFRAME":return{kind:"iframe",url:s,title:Hi(r)};default:return{kind:"remoteComponent",sourceType:n,resource:r}}}function Hi(e){const t=e.title??e.description;return"string"==typeof t&&t.trim()?t:void 0}function Ui(e,{isPC:t,locale:r},n){const i=_i[r],o=Fi(e,{isPC:t});return"error"===o.kind?(n.showError("badAddress"===o.reason?i.badAddress:i.noSourceType),o):function(e,t){switch(e.kind){case"mallRedirect":return t.mallRedirect(e);case"openLink":return t.openLink(e);case"layoutLink":return t.layoutLink(e);case"newWindow":return t.newWindow(e);case"slide":return t.slide(e);case"iframe":return t.iframe(e);case"remoteComponent":return t.remoteComponent(e)}}(o,n)?o:"remoteComponent"===o.kind?(n.showError(i.unknownType(o.sourceType)),{kind:"error",reason:"unknownType"}):(n.showError(i.blocked),{kind:"error",reason:"notOpened"})}function Bi(e,t={}){return{mallRedirect:({url:e})=>et(e,"newTab"),openLink:({url:e})=>et(e,"newTab"),layoutLink:({url:e})=>et(e,"newTab"),newWindow:({url:e})=>function(e){try{return window.open(e,"_blank","noopener,noreferrer,popup"),!0}catch{return!1}}(e),slide:()=>!1,iframe:({url:e,title:t})=>et(e,"frame",t),remoteComponent:()=>!1,showError:e,...t}}var Gi=r(2065);function Wi({params:e}){const t=(0,te.z)(_i),r="object"==typeof e&&null!==e?e:{},n=r.source??r.url??r.link,i="string"==typeof r.description?r.description:"";return(0,v.jsxs)(v.Fragment,{children:[i&&(0,v.jsx)("p",{children:i}),(0,Xe.F)(n)?(0,v.jsx)(Vi,{src:n,title:i||t.panelTitle,sandbox:"allow-scripts",referrerPolicy:"no-referrer"}):(0,v.jsx)("p",{role:"alert",children:t.badAddress})]})}const Vi=O.Ay.iframe`
  width: 100%;
  height: 70vh;
  border: 0;
`;function Ki(e){const t=e.layers??Gi.F;return Bi(e.showError,{slide:({variant:r,resource:n})=>(t.open({key:"resource-slide",title:e.title(n),kind:"pc"===r?"popup":"drawer",component:Wi},n),!0),remoteComponent:({sourceType:r,resource:n})=>{const i=e.findComponent(r);return!!i&&(t.open({key:`resource-${r}`,title:e.title(n),kind:"modal",component:({close:e})=>(0,v.jsx)(i,{resource:n,close:()=>e()})}),!0)}})}var Zi=r(2335);const qi=(0,k.PA)(function(e){const{first:t,second:r,manager:n=Gi.F}=e,i="double"===n.panelMode;return(0,v.jsxs)(Yi,{$double:i,children:[(0,v.jsx)("div",{children:t}),i&&(0,v.jsx)("div",{children:r})]})}),Yi=O.Ay.div`
  display: grid;
  grid-template-columns: ${({$double:e})=>e?"1fr 1fr":"1fr"};
  gap: ${({theme:e})=>e.spacing.lg}px;
  height: 100%;

  > div + div {
    border-left: 1px solid ${({theme:e})=>e.colors.divider};
    padding-left: ${({theme:e})=>e.spacing.lg}px;
  }
`;var Qi=r(9379);const Xi=Object.freeze({generatePath:I.tW,Link:I.N_,matchPath:I.B6,Navigate:I.C5,NavLink:I.k2,Outlet:I.sv,useBlocker:I.KP,useLocation:I.zy,useMatch:I.RQ,useNavigate:I.Zp,useParams:I.g,useSearchParams:I.ok}),Ji=Object.freeze({action:L.XI,autorun:L.fm,computed:L.EW,flow:L.L3,makeAutoObservable:L.l_,makeObservable:L.Gn,observable:L.sH,reaction:L.mJ,runInAction:L.h5,toJS:L.HO,when:L.z7});function eo(e=window){const t=e[Qi.SB];if(t)return t;const r=Object.freeze({react:b,"react/jsx-runtime":w,"react-dom":C,"react-dom/client":E,mobx:Ji,"mobx-react-lite":T,"styled-components":M,"react-router-dom":Xi,"react-i18next":P,"@shell/store":c,"@shell/ui":p,"@shell/i18n":s,"@shell/http":o,"@shell/theme":u,"@shell/query":d,"@shell/money":a,"@shell/time":h,"@shell/navigation":l,"@shell/billStates":i,"@flags/catalog":g,"@flags/client":n});return Object.defineProperty(e,Qi.SB,{value:r,configurable:!1,writable:!1}),r}},5531(e,t,r){r.d(t,{L:()=>a});var n=r(4848),i=r(6540),o=r(3679),s=r(7135);function a({title:e,children:t,actions:r,onDismiss:o}){const a=(0,i.useId)(),p=(0,i.useId)(),m=(0,i.useRef)(null);return(0,s.Z)(m,!0,o),(0,i.useEffect)(()=>{m.current?.querySelector("button")?.focus()},[]),(0,n.jsx)(l,{children:(0,n.jsxs)(d,{ref:m,role:"alertdialog","aria-modal":"true","aria-labelledby":a,"aria-describedby":p,children:[(0,n.jsx)(c,{id:a,children:e}),(0,n.jsx)(u,{id:p,children:t}),(0,n.jsx)(h,{children:r})]})})}const l=o.Ay.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  background: ${({theme:e})=>e.colors.mask};
  z-index: ${({theme:e})=>e.zIndex.modal};
`,d=o.Ay.div`
  width: min(400px, 100%);
  padding: 24px;
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
`,c=o.Ay.h2`
  margin: 0 0 8px;
  font-size: ${({theme:e})=>e.font.size+2}px;
`,u=o.Ay.p`
  margin: 0 0 20px;
  overflow-wrap: anywhere;
`,h=o.Ay.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`}}]);
//# sourceMappingURL=shared-surface.eaca5e7a.js.map