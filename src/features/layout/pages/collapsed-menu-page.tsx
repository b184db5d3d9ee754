import { LayoutDemoPage } from '../components/layout-demo';

export const namespaces = ['page-layouts'] as const;

/** `/page-layout/collapsed-menu`: the side menu collapsed to its icons, whatever the saved setting. */
export default function CollapsedMenuPage() {
  return <LayoutDemoPage demo="collapsed-menu" />;
}
