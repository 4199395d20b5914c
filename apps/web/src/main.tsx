import { StrictMode } from 'react';
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
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <LightProviders>
        <RouterProvider router={router} />
      </LightProviders>
    </StrictMode>,
  );
}

void start();
