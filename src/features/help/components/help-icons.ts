/**
 * The icons the help data may name, by their name there: `help-icon.tsx` reads them through
 * this module's namespace, so that each is listed once. (A re-export counts as an import for
 * the chunk groups: they stay the help pages' icons.)
 */
export {
  BadgeDollarSign,
  Code,
  Compass,
  CreditCard,
  KeyRound,
  LayoutGrid,
  Package,
  Palette,
  Plug,
  Receipt,
  Rocket,
  RotateCcw,
  Shield,
  Truck,
  UserCog,
  Users,
  Wrench,
} from 'lucide-react';
