import { createStore, useStore } from './create-store';

export type ProfileTab = '1' | '2' | '3' | '4';

interface UiState {
  profileOpen: boolean;
  profileTab: ProfileTab;
  settingsOpen: boolean;
  errorLogOpen: boolean;
  startFlowOpen: boolean;
}

export const uiStore = createStore<UiState>({
  profileOpen: false,
  profileTab: '1',
  settingsOpen: false,
  errorLogOpen: false,
  startFlowOpen: false,
});

export function useUi<S>(selector: (s: UiState) => S): S {
  return useStore(uiStore, selector);
}

export function openProfile(tab: ProfileTab = '1'): void {
  uiStore.set({ profileOpen: true, profileTab: tab });
}
