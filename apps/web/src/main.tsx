import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/global.css';
import { languageReady } from './locales/i18n';
import { LightProviders } from './app/light-providers';
import { createAppRouter } from './app/router';
import { installErrorCapture } from './app/error-log';
import { startCrashDetector } from './app/crash-detector';
import { bootstrapSession } from './app/bootstrap';

installErrorCapture();
startCrashDetector();

async function start() {
  await Promise.all([bootstrapSession(), languageReady]);
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // building the whole page in one long task (issue 15: total blocking time on phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <LightProviders>
          <RouterProvider router={router} />
        </LightProviders>
      </StrictMode>,
    );
  });
}

void start();
