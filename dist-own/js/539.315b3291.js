"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[539],{539(e,i,n){n.r(i),n.d(i,{InitializingPage:()=>c});var t=n(4848),s=n(8456),l=n(3679),r=n(3586);function c(){const{t:e}=(0,s.B)();return(0,t.jsx)(r.o,{title:e("signIn.initializingTitle"),children:(0,t.jsx)(a,{role:"status",children:e("signIn.initializing")})})}const a=l.Ay.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.textSecondary};
`}}]);
//# sourceMappingURL=539.315b3291.js.map