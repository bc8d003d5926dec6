import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '@acclaim/domain';
import type { TSystemHealth } from '@acclaim/contracts';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { AdminSessionProvider } from '../../components/admin-session';
import { buildFailedJob, buildSystemHealth } from '../test-builders';
import { SystemHealth } from './system-health';

afterEach(() => vi.unstubAllGlobals());

const JOB = buildFailedJob();
const RETRY = `POST /api/admin/system/jobs/extract-document/${JOB.id}/retry`;
const answer = (health: TSystemHealth) => ({ body: { success: true, health } });

function renderScreen(role: AdminRole = 'ADMIN') {
  return renderAt(
    <AdminSessionProvider admin={{ id: 'a1', name: 'Dana', email: 'dana@example.com', role }}>
      <SystemHealth />
    </AdminSessionProvider>,
    { url: '/admin/system' },
  );
}

const card = (title: string) => within(screen.getByRole('group', { name: title }));

describe('SystemHealth', () => {
  it('shows the overall status, one card per check with its status in words, details, facts and latency', async () => {
    stubApi({ 'GET /api/admin/system': answer(buildSystemHealth()) });
    renderScreen();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('· 6 of 6 checks OK')).toBeInTheDocument();
    expect(screen.getByText(/^Last checked May 1/)).toBeInTheDocument();

    expect(card('Database').getByText('OK')).toBeInTheDocument();
    expect(card('Database').getByText('Embedded PGlite answered in 2 ms; 12 of 12 migrations applied')).toBeInTheDocument();
    expect(card('Database').getByText('12 of 12 applied')).toBeInTheDocument();
    expect(card('Database').getByText('25 MB')).toBeInTheDocument();
    expect(card('Database').getByText('Checked in 2 ms')).toBeInTheDocument();
    expect(card('Job queue').getByText('Failed (24 h)').nextSibling).toHaveTextContent('1');
    expect(card('File storage').getByText('/srv/acclaim/data/uploads')).toBeInTheDocument();
    expect(card('File storage').getByText('3.0 MB')).toBeInTheDocument();
    expect(card('Email').getByText('Embedded outbox')).toBeInTheDocument();
    expect(card('Language model').getByText('Offline composer')).toBeInTheDocument();
    expect(card('Scholarly services').getAllByText('Not configured')).toHaveLength(5);
    expect(card('Server process').getByText('0123456789ab')).toBeInTheDocument();
    expect(card('Server process').getByText('3 h 12 min')).toBeInTheDocument();

    const queues = within(screen.getByRole('table', { name: 'Jobs by queue and state' }));
    const extraction = within(queues.getByRole('rowheader', { name: 'extract-document' }).closest('tr')!);
    expect(extraction.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '1', '1', '1', '28']);
    const failed = within(screen.getByRole('table', { name: 'Failed jobs, newest first' }));
    expect(failed.getByText('The PDF could not be read: invalid xref table')).toBeInTheDocument();
    expect(failed.getByText('After 3 attempts')).toBeInTheDocument();
  });

  it('says which checks are down or degraded, in words as well as colour', async () => {
    const healthy = buildSystemHealth();
    stubApi({
      'GET /api/admin/system': answer({
        ...healthy,
        status: 'down',
        checks: {
          ...healthy.checks,
          storage: { ...healthy.checks.storage, status: 'down', detail: 'Local folder: EACCES: permission denied, mkdir' },
          mail: {
            ...healthy.checks.mail,
            adapter: 'smtp',
            server: 'smtp.example.com:587',
            status: 'degraded',
            detail: 'SMTP server smtp.example.com:587 slow',
          },
        },
      }),
    });
    renderScreen();
    expect(await screen.findByText('Something is down')).toBeInTheDocument();
    expect(screen.getByText('· 4 of 6 checks OK')).toBeInTheDocument();
    expect(card('File storage').getByText('Down')).toHaveAttribute('data-status', 'down');
    expect(card('File storage').getByText('Local folder: EACCES: permission denied, mkdir')).toBeInTheDocument();
    expect(card('Email').getByText('Degraded')).toBeInTheDocument();
    expect(card('Email').getByText('smtp.example.com:587')).toBeInTheDocument();
  });

  it('runs the checks again on Refresh', async () => {
    const api = stubApi({
      'GET /api/admin/system': [answer(buildSystemHealth()), answer(buildSystemHealth({ status: 'degraded', checkedAt: '2026-05-01T12:01:30.000Z' }))],
    });
    renderScreen();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Some checks need attention')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(api.countOf('GET /api/admin/system')).toBe(2);
  });

  it('retries a failed job after a confirmation and runs the checks again', async () => {
    const api = stubApi({
      'GET /api/admin/system': [
        answer(buildSystemHealth()),
        answer(buildSystemHealth({ checks: { ...buildSystemHealth().checks, jobs: { ...buildSystemHealth().checks.jobs, failedJobs: [] } } })),
      ],
      [RETRY]: {
        body: {
          success: true,
          message: 'The job is back in the extract-document queue; a worker will pick it up shortly.',
          job: { id: JOB.id, queue: 'extract-document', state: 'retry' },
        },
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: `Retry extract-document job ${JOB.id.slice(0, 8)}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retry this job?' });
    expect(api.countOf(RETRY)).toBe(0); // nothing happens before confirming
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    expect(await screen.findByText('Job sent back to its queue')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs are waiting for a retry.')).toBeInTheDocument();
    expect(api.countOf(RETRY)).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the refusal when a retry is refused, and cancelling sends nothing', async () => {
    const api = stubApi({
      'GET /api/admin/system': answer(buildSystemHealth()),
      [RETRY]: { status: 409, body: errorBody('This job is completed, not failed; only a failed job can be retried.', 'CONFLICT') },
    });
    renderScreen();
    const retryButton = await screen.findByRole('button', { name: `Retry extract-document job ${JOB.id.slice(0, 8)}` });
    await userEvent.click(retryButton);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.countOf(RETRY)).toBe(0);

    await userEvent.click(retryButton);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retry job' }));
    expect(await screen.findByText('This job is completed, not failed; only a failed job can be retried.')).toBeInTheDocument();
    expect(screen.getByText('The job was not retried')).toBeInTheDocument();
  });

  it('shows the server message when the checks cannot run, and tries again', async () => {
    stubApi({
      'GET /api/admin/system': [{ status: 500, body: errorBody('Something went wrong on our side.', 'INTERNAL') }, answer(buildSystemHealth())],
    });
    renderScreen();
    expect(await screen.findByText('The system checks could not be run.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it('keeps the last results on screen when a refresh fails', async () => {
    stubApi({
      'GET /api/admin/system': [answer(buildSystemHealth()), { status: 503, body: errorBody('The server is restarting.', 'UNAVAILABLE') }],
    });
    renderScreen();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The checks could not be run again; below are the results of the last run.')).toBeInTheDocument();
    expect(screen.getByText('The server is restarting.')).toBeInTheDocument();
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
  });

  it('shows a placeholder while the first checks run', async () => {
    stubApi({ 'GET /api/admin/system': answer(buildSystemHealth()) });
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Running the checks');
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });
});
