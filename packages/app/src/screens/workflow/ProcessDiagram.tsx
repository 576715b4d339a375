/**
 * A process drawn from its BPMN XML by bpmn-js's viewer (loaded on first use,
 * in its own chunk): the step it waits at lit, the steps passed marked. The
 * drawing is an image to assistive technology; its label names the steps.
 */
import { useEffect, useRef, useState } from 'react';
import { parseBpmn } from '@srm/domain/workflow/bpmn.ts';
import { nodeName } from '@srm/domain/workflow/process-graph.ts';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { t, useLang } from '../../lib/i18n.ts';

interface Props {
  xml: string;
  currentNodeId?: string | null;
  passedNodeIds?: string[];
}

interface ViewerLike {
  importXML(xml: string): Promise<unknown>;
  get<T>(name: string): T;
  destroy(): void;
}

export function ProcessDiagram({ xml, currentNodeId, passedNodeIds = [] }: Props) {
  const lang = useLang();
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');
  let steps = '';
  try {
    steps = parseBpmn(xml)
      .nodes.filter((n) => n.kind === 'userTask')
      .map((n) => nodeName(n, lang === 'EN' ? 'en' : 'zh'))
      .join(' → ');
  } catch {
    steps = '';
  }
  const passed = passedNodeIds.join(',');

  useEffect(() => {
    let viewer: ViewerLike | undefined;
    let gone = false;
    void (async () => {
      const { default: Viewer } = await import('bpmn-js/lib/Viewer');
      if (gone || !host.current) return;
      viewer = new Viewer({ container: host.current }) as unknown as ViewerLike;
      try {
        await viewer.importXML(xml);
        const canvas = viewer.get<{ zoom(k: string): void; addMarker(id: string, c: string): void }>('canvas');
        canvas.zoom('fit-viewport');
        for (const id of passed ? passed.split(',') : []) canvas.addMarker(id, 'wf-passed');
        if (currentNodeId) canvas.addMarker(currentNodeId, 'wf-current');
        setError('');
      } catch (err) {
        setError(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => {
      gone = true;
      viewer?.destroy();
    };
  }, [xml, currentNodeId, passed]);

  return (
    <figure className="wf-diagram">
      <div ref={host} className="wf-diagram-canvas" role="img" aria-label={t('wf.diagramLabel', { steps })} data-testid="process-diagram" />
      {error ? (
        <figcaption className="alert alert-error" role="alert">
          {error}
        </figcaption>
      ) : null}
    </figure>
  );
}
