import type { ThemeConfig } from 'antd';

/** A dense, sober back-office look: logistics blue, small radii, 32 px controls, navy side menu. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1656c9',
    colorLink: '#1656c9',
    borderRadius: 4,
    fontSize: 13,
    controlHeight: 30,
    colorBgLayout: '#f0f2f5',
  },
  components: {
    Layout: { siderBg: '#0e1f3d', headerBg: '#ffffff', headerHeight: 48, headerPadding: '0 16px' },
    Menu: {
      darkItemBg: '#0e1f3d',
      darkSubMenuItemBg: '#0a182f',
      darkItemSelectedBg: '#1656c9',
      itemHeight: 38,
    },
    Tabs: { cardHeight: 32, horizontalMargin: '0' },
  },
};
