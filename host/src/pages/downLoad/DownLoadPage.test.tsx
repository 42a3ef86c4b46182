import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, initHost, resetHost, useForceUpdate } from '@credit/shared';
import { httpFailure, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import DownLoadPage from './DownLoadPage';

/** Issue 28 (ADR 040): the app-download switch and sys/versionInfo drive /downLoad and the update prompt. */

let page: PageHarness;
let downloadSwitch: 'open' | 'close' | 'fails';
let forceUpdate: boolean | 'fails';
let versionBodies: string[];

const server = () =>
  stubServer(
    {
      [API_PATHS.sys.config]: () => ({ data: { appDownload: { android: 'https://app.example.com/a.apk', ios: 'https://apps.example.com/i', appLink: 'x://open' } } }),
      [API_PATHS.contentConfig.appDownloadSwitch]: () => downloadSwitch === 'fails' ? httpFailure(500) : { data: { status: downloadSwitch } },
      [API_PATHS.sys.versionInfo]: (req) => {
        versionBodies.push(req.text);
        return forceUpdate === 'fails' ? httpFailure(500) : { data: { latestVersion: '3.6.0', minVersion: '3.4.7', forceUpdate, downloadPath: '/downLoad' } };
      },
      [API_PATHS.contentConfig.imageConfig]: () => ({ data: { images: { downloadBanner: 'https://cdn.example.com/d.png' } } }),
    },
  );

const ANDROID = 'Mozilla/5.0 (Linux; Android 13) Mobile';
beforeEach(() => {
  downloadSwitch = 'open';
  forceUpdate = false;
  versionBodies = [];
  page = setUpPage(server(), {}, { loggedIn: false });
});
afterEach(() => {
  tearDownPage();
  // The host's parameters are kept for the session (a wrapper's APPSOURCE outlives the entry URL).
  sessionStorage.clear();
  localStorage.clear();
  resetHost();
});

describe('/downLoad', () => {
  it('offers the links, the latest app version and the configured picture while the switch is open', async () => {
    initHost('http://localhost/#/downLoad', ANDROID);
    page.renderAt('/downLoad', <DownLoadPage />);
    expect((await screen.findByTestId('download-android')).getAttribute('href')).toBe('https://app.example.com/a.apk');
    expect((await screen.findByTestId('download-latest')).textContent).toContain('3.6.0');
    expect((await screen.findByTestId('download-banner')).getAttribute('src')).toBe('https://cdn.example.com/d.png');
    expect(new URLSearchParams(versionBodies[0]).get('deviceType')).toBe('android');
  });

  it('a closed switch offers no link, and says so', async () => {
    downloadSwitch = 'close';
    initHost('http://localhost/#/downLoad', ANDROID);
    page.renderAt('/downLoad', <DownLoadPage />);
    expect(await screen.findByTestId('download-closed')).toBeTruthy();
    expect(screen.queryByTestId('download-android')).toBeNull();
  });

  it('a switch that cannot be read keeps the links (the default)', async () => {
    downloadSwitch = 'fails';
    initHost('http://localhost/#/downLoad', ANDROID);
    page.renderAt('/downLoad', <DownLoadPage />);
    expect(await screen.findByTestId('download-android')).toBeTruthy();
    expect(screen.queryByTestId('download-closed')).toBeNull();
  });
});

function Prompt() {
  return <p data-testid="prompt">{useForceUpdate() ? 'update' : 'go'}</p>;
}

describe('the update prompt (spec 2.11)', () => {
  it('follows sys/versionInfo for the native app: the server may force an update the shipped minimums let through', async () => {
    forceUpdate = true;
    initHost('http://localhost/?APPSOURCE=1&APPVERSION=3.5.0#/', ANDROID);
    page.renderAt('/', <Prompt />);
    await waitFor(() => expect(screen.getByTestId('prompt').textContent).toBe('update'));
    expect(Object.fromEntries(new URLSearchParams(versionBodies[0]))).toEqual({ deviceType: 'android', version: '3.5.0' });
  });

  it('falls back to the shipped minimums when versionInfo fails', async () => {
    forceUpdate = 'fails';
    initHost('http://localhost/?APPSOURCE=1&APPVERSION=3.4.6#/', ANDROID);
    page.renderAt('/', <Prompt />);
    await waitFor(() => expect(versionBodies).toHaveLength(1));
    expect(screen.getByTestId('prompt').textContent).toBe('update');
  });

  it('never prompts outside the native app', async () => {
    forceUpdate = true;
    initHost('http://localhost/#/', ANDROID);
    page.renderAt('/', <Prompt />);
    await waitFor(() => expect(versionBodies).toHaveLength(1));
    expect(screen.getByTestId('prompt').textContent).toBe('go');
  });
});
