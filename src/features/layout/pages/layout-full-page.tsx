import { LayoutDemoPage } from '../components/layout-demo';

export const namespaces = ['page-layouts'] as const;

/** `/page-layout/layout-full`: the content as wide as the window, whatever the saved width. */
export default function LayoutFullPage() {
  return <LayoutDemoPage demo="layout-full" cols={3} />;
}
