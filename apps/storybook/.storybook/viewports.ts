// The viewport presets designers review each story at: a phone, a tablet and a desktop.
export const viewports = {
  phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet 820 × 1180',
    styles: { width: '820px', height: '1180px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop 1280 × 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;
