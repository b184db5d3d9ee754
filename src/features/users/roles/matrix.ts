import { accessKinds, roleModules, type Access, type RolePermissions } from './types';

/** A matrix granting `access` in every module. */
export function everyModule(access: Access): RolePermissions {
  return Object.fromEntries(
    roleModules.map((module) => [module, { ...access }]),
  ) as RolePermissions;
}

/** A matrix with every box `on` (all granted) or off (nothing granted). */
export const uniformPermissions = (on: boolean) => everyModule({ read: on, write: on, create: on });

/** How many of the matrix's boxes are ticked, out of how many. */
export function tickedCount(permissions: RolePermissions): { ticked: number; total: number } {
  let ticked = 0;
  for (const module of roleModules) {
    for (const kind of accessKinds) if (permissions[module][kind]) ticked += 1;
  }
  return { ticked, total: roleModules.length * accessKinds.length };
}

/** The "select all" box: ticked when every box is, mixed when some are. */
export function selectAllState(permissions: RolePermissions): 'all' | 'some' | 'none' {
  const { ticked, total } = tickedCount(permissions);
  return ticked === 0 ? 'none' : ticked === total ? 'all' : 'some';
}
