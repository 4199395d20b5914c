import { okrApi, planMethodApi, productionApi, projectTrackingApi, type TOkrGoal, type TOkrSave, type TPlanMethodSave, type TTrackingSave } from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Project tracking and objectives (packages/shared/src/contracts/finance-plan.ts). */

export const TRACKING_KEY = 'fin-tracking';
export const OKR_KEY = 'fin-okr';

export const queryTrackings = (req: ListRequest) => callList(projectTrackingApi.queryList, { body: req });
export const saveTracking = (body: TTrackingSave) => call(projectTrackingApi.save, { body });
export const confirmFollow = (id: string) => callEnvelope(projectTrackingApi.confirmFollow, { body: { id } });
export const giveUpFollow = (id: string, reason: string) => callEnvelope(projectTrackingApi.giveUpFollow, { body: { id, reason } });
export const setSignStatus = (id: string, signStatus: 0 | 1 | 2, contractId?: string | null) => callEnvelope(projectTrackingApi.signStatus, { body: { id, signStatus, contractId } });
export const deleteTracking = (id: string) => call(projectTrackingApi.delete, { body: { id } });

export const okrTree = (year: number) => call(okrApi.queryTree, { body: { year } });
export const saveGoal = (body: TOkrSave) => callEnvelope(okrApi.save, { body });
export const deleteGoal = (id: string) => callEnvelope(okrApi.delete, { params: { id } });

export const PLAN_METHOD_KEY = 'fin-plan-method';
export const PRODUCTION_KEY = 'fin-production';
export const getPlanMethod = (year: number) => call(planMethodApi.get, { body: { year } });
export const savePlanMethod = (body: TPlanMethodSave) => callEnvelope(planMethodApi.save, { body });
export const applyPlanMethod = (year: number) => callEnvelope(planMethodApi.apply, { body: { year } });
export const queryProduction = (body: { year: number; month?: number; level?: TOkrGoal['level'] }) => call(productionApi.query, { body });
