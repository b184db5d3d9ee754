import { LayoutDemoPage } from '../components/layout-demo';

export const namespaces = ['page-layouts'] as const;

/** `/page-layout/without-menu`: the frame without any menu (no side bar, top bar or drawer). */
export default function WithoutMenuPage() {
  return <LayoutDemoPage demo="without-menu" />;
}
