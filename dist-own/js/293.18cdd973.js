"use strict";(self.webpackChunkexpense_web=self.webpackChunkexpense_web||[]).push([[293],{6293(e,n,o){o.r(n),o.d(n,{MoreMenu:()=>p});var l=o(4848),a=o(3598),s=o(4648),t=o(8456),i=o(3679),r=o(7679),c=o(1456),d=o(6334),h=o(5477),x=o(6925);function p({apps:e,label:n}){return(0,l.jsxs)(a.bL,{modal:!1,children:[(0,l.jsx)(a.l9,{asChild:!0,children:(0,l.jsxs)(x.c,{type:"button",children:[n," ▾"]})}),(0,l.jsx)(a.ZL,{children:(0,l.jsx)(m,{align:"end",sideOffset:4,children:e.map(e=>(0,l.jsx)(j,{onSelect:()=>(0,d.c)(e.rootPath),children:e.title},e.name))})})]})}const u=(0,s.PA)(function({onSignOut:e}){const{t:n}=(0,t.B)(),{session:o,locale:s,ui:i}=(0,c.xC)(),p=o.staff?.name??"";return(0,l.jsxs)(a.bL,{modal:!1,children:[(0,l.jsx)(a.l9,{asChild:!0,children:(0,l.jsxs)(x.c,{type:"button","aria-label":n("frame.account",{name:p}),children:[(0,l.jsx)(x.S,{children:p}),(0,l.jsx)("span",{"aria-hidden":"true",children:"▾"})]})}),(0,l.jsx)(a.ZL,{children:(0,l.jsxs)(m,{align:"end",sideOffset:4,children:[(0,l.jsx)(a.JU,{asChild:!0,children:(0,l.jsxs)(v,{children:[(0,l.jsx)("strong",{children:p}),(0,l.jsxs)("span",{children:[n("account.corporation"),": ",o.corporationId]})]})}),(0,l.jsx)(j,{onSelect:()=>(0,d.c)("/selectEnterprise5"),children:n("account.switchCorporation")}),(0,l.jsx)(y,{}),(0,l.jsx)(g,{label:n("settings.language"),value:s.locale,onChange:e=>s.setLocale(e),options:r.Y.map(e=>({value:e,label:h.kf[e]}))}),(0,l.jsx)(g,{label:n("settings.theme"),value:i.themeMode,onChange:e=>i.setThemeMode(e),options:h.Xh.map(e=>({value:e,label:n(`settings.${e}`)}))}),(0,l.jsx)(g,{label:n("account.fontSize"),value:i.fontSize,onChange:e=>i.setFontSize(e),options:h.$N.map(e=>({value:e,label:n(`account.${e}`)}))}),(0,l.jsx)(y,{}),(0,l.jsx)(j,{onSelect:e,children:n("account.signOut")})]})})]})});function g(e){return(0,l.jsxs)(a.YJ,{"aria-label":e.label,children:[(0,l.jsx)($,{children:e.label}),(0,l.jsx)(a.z6,{value:e.value,onValueChange:e.onChange,children:e.options.map(e=>(0,l.jsxs)(f,{value:e.value,children:[(0,l.jsx)(a.VF,{children:"✓"}),(0,l.jsx)("span",{children:e.label})]},e.value))})]})}const m=(0,i.Ay)(a.UC)`
  z-index: ${({theme:e})=>e.zIndex.popup};
  min-width: 220px;
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  padding: ${({theme:e})=>e.spacing.xs}px;
  border: 1px solid ${({theme:e})=>e.colors.divider};
  border-radius: ${({theme:e})=>e.radius.lg}px;
  background: ${({theme:e})=>e.colors.surfaceRaised};
  color: ${({theme:e})=>e.colors.text};
  box-shadow: ${({theme:e})=>e.elevation.overlay};
`,b="\n  display: flex;\n  align-items: center;\n  gap: 8px;\n  min-height: 36px;\n  padding: 0 12px;\n  border-radius: 4px;\n  cursor: pointer;\n  outline: none;\n",j=(0,i.Ay)(a.q7)`
  ${b}
  &[data-highlighted] {
    background: ${({theme:e})=>e.colors.background};
    color: ${({theme:e})=>e.colors.brandOnSurface};
  }
`,f=(0,i.Ay)(a.hN)`
  ${b}
  padding-left: 28px;
  position: relative;

  & > span:first-child {
    position: absolute;
    left: 10px;
  }

  &[data-highlighted] {
    background: ${({theme:e})=>e.colors.background};
  }
`,v=i.Ay.div`
  display: flex;
  flex-direction: column;
  padding: 8px 12px;
  color: ${({theme:e})=>e.colors.textSecondary};

  strong {
    color: ${({theme:e})=>e.colors.text};
  }
`,$=(0,i.Ay)(a.JU)`
  padding: 8px 12px 4px;
  color: ${({theme:e})=>e.colors.textSecondary};
  font-size: ${({theme:e})=>e.typography.caption.size}px;
`,y=(0,i.Ay)(a.wv)`
  height: 1px;
  margin: 4px 0;
  background: ${({theme:e})=>e.colors.divider};
`;o.d(n,["AccountMenu",0,u])}}]);
//# sourceMappingURL=293.18cdd973.js.map