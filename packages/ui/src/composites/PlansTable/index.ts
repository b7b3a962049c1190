export { PlansTable, defaultPlans } from './PlansTable.tsx';
export type { Plan, PlanFeature, PlansTableProps } from './PlansTable.tsx';
