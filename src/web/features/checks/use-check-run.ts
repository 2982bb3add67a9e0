import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { handleSessionExpired } from '../../lib/session-expired';
import { fetchTask, useRefreshAfterCheck } from './check-queries';
import { isFinished, type CheckEndpoints, type CheckStatus } from './check-types';
import { uploadCheck, type UploadFields } from './upload-check';

export type RunPhase = 'idle' | 'enviando' | CheckStatus['status'];

export type CheckRunHandlers = {
  /** Called once per task when it reaches 'concluido'; `live` = the user watched it run (toast then). */
  onDone?(status: CheckStatus, live: boolean): void;
  /** Called when the task ends in 'erro' (live as above). */
  onFailed?(status: CheckStatus, live: boolean): void;
  /** Called when the upload/enqueue call is refused (402, 413, 415, 422…) with the server's pt-BR message. */
  onRejected?(error: ApiError): void;
};

const POLL_MS = 2000;

/**
 * The life of one check on a page: upload with real progress → task id → live status through
 * Server-Sent Events (falls back to polling if the stream breaks) → done/error. The task id is kept
 * in the URL (?tarefa=) so a reload, the recent list or the completion e-mail reopen the same result.
 */
export function useCheckRun(endpoints: CheckEndpoints, handlers: CheckRunHandlers) {
  const [searchParams, setSearchParams] = useSearchParams();
  const taskId = searchParams.get('tarefa');
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [uploadPercent, setUploadPercent] = useState(0);
  const [status, setStatus] = useState<CheckStatus | null>(null);
  const statusRef = useRef<CheckStatus | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterCheck(endpoints.base);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  /** Tasks started in this page visit: their end is announced even if the first event is already final. */
  const startedHere = useRef(new Set<string>());
  const abortUpload = useRef<AbortController | null>(null);

  const setTask = useCallback(
    (id: string | null) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('tarefa', id);
          else next.delete('tarefa');
          return next;
        },
        { replace: false },
      );
    },
    [setSearchParams],
  );

  // Follow the task named in the URL.
  useEffect(() => {
    if (!taskId) {
      statusRef.current = null;
      setStatus(null);
      setLookupError(null);
      setPhase((p) => (p === 'enviando' ? p : 'idle'));
      return;
    }
    let stopped = false;
    let sawRunning = startedHere.current.has(taskId);
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setLookupError(null);
    // Another task was on screen (recent list, back button): drop it so its results never show under this id.
    if (statusRef.current?.task_id !== taskId) {
      statusRef.current = null;
      setStatus(null);
      setPhase('aguardando');
    }

    const apply = (s: CheckStatus) => {
      if (stopped) return;
      statusRef.current = s;
      setStatus(s);
      setPhase(s.status);
      if (!isFinished(s.status)) {
        sawRunning = true;
        return;
      }
      stopped = true;
      source?.close();
      const live = sawRunning;
      if (live) refreshRef.current();
      if (s.status === 'concluido') handlersRef.current.onDone?.(s, live);
      else handlersRef.current.onFailed?.(s, live);
    };

    const poll = async () => {
      if (stopped) return;
      try {
        const { result: _ignored, ...s } = await fetchTask<unknown>(endpoints.base, taskId);
        apply(s);
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
          stopped = true;
          setLookupError(err.message);
          setPhase('idle');
          return;
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };

    if (typeof EventSource === 'undefined') void poll();
    else {
      source = new EventSource(`${endpoints.base}/tarefas/${encodeURIComponent(taskId)}/eventos`, { withCredentials: true });
      source.addEventListener('status', (e) => {
        try {
          apply(JSON.parse((e as MessageEvent<string>).data) as CheckStatus);
        } catch {
          // a malformed event is skipped; the next one carries the full state again
        }
      });
      // The stream broke (proxy timeout, 404, network): stop it and poll instead.
      source.onerror = () => {
        source?.close();
        if (!stopped) void poll();
      };
    }
    return () => {
      stopped = true;
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [taskId, endpoints.base]);

  const start = useCallback(
    async (fields: UploadFields) => {
      abortUpload.current?.abort();
      const ctrl = new AbortController();
      abortUpload.current = ctrl;
      statusRef.current = null;
      setStatus(null);
      setLookupError(null);
      setUploadPercent(0);
      setPhase('enviando');
      try {
        const id = await uploadCheck(endpoints.enqueue, fields, setUploadPercent, ctrl.signal);
        startedHere.current.add(id);
        refreshRef.current();
        setPhase('aguardando');
        setTask(id);
      } catch (err) {
        setPhase('idle');
        const error = err instanceof ApiError ? err : new ApiError('Erro ao enviar o arquivo. Tente novamente.', 0);
        if (!ctrl.signal.aborted && !handleSessionExpired(queryClient, error)) {
          // Also kept on the page: a refusal such as 'Colunas obrigatórias não encontradas: …' lists the
          // accepted headers, too long to read in a toast that goes away by itself.
          setLookupError(error.message);
          handlersRef.current.onRejected?.(error);
        }
      }
    },
    [endpoints.enqueue, setTask, queryClient],
  );

  /** Forget the current task (e.g. a new file was chosen): the page returns to its empty state. */
  const clear = useCallback(() => {
    abortUpload.current?.abort();
    setUploadPercent(0);
    setPhase('idle');
    setLookupError(null);
    if (taskId) setTask(null);
  }, [taskId, setTask]);

  const busy = phase === 'enviando' || phase === 'aguardando' || phase === 'processando';
  return { phase, uploadPercent, status, taskId, busy, lookupError, start, open: setTask, clear };
}
