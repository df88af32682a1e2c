import { IconHanger, IconHome, IconPhoto, IconUserPlus, type Icon } from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

/** The main links of the signed-in header, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconHome },
  { label: 'AI Try-On', to: '/gemini-virtual-tryon', icon: IconHanger },
  { label: 'AI Models', to: '/gemini-generate', icon: IconUserPlus },
  { label: 'My Gallery', to: '/gallery', icon: IconPhoto },
];

/** The fixed bottom navigation on small screens. */
export const BOTTOM_NAV: readonly NavItem[] = [
  { label: 'Try-On', to: '/gemini-virtual-tryon', icon: IconHanger },
  { label: 'Models', to: '/gemini-generate', icon: IconUserPlus },
];
