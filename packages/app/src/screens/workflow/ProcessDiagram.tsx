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
  rejectedNodeIds?: string[];
}

/** The XML with each step's English name (`srm:nameEn`, written just after `name`) as its name, for English readers. */
const inEnglish = (xml: string) => xml.replace(/ name="([^"]*)" srm:nameEn="([^"]*)"/g, ' name="$2" srm:nameEn="$2"');

interface ViewerLike {
  importXML(xml: string): Promise<unknown>;
  get<T>(name: string): T;
  destroy(): void;
}

export function ProcessDiagram({ xml, currentNodeId, passedNodeIds = [], rejectedNodeIds = [] }: Props) {
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
  const rejected = rejectedNodeIds.join(',');
  const shown = lang === 'EN' ? inEnglish(xml) : xml;

  useEffect(() => {
    let viewer: ViewerLike | undefined;
    let gone = false;
    void (async () => {
      const { default: Viewer } = await import('bpmn-js/lib/Viewer');
      if (gone || !host.current) return;
      viewer = new Viewer({ container: host.current }) as unknown as ViewerLike;
      try {
        await viewer.importXML(shown);
        const canvas = viewer.get<{ zoom(k: string): void; addMarker(id: string, c: string): void }>('canvas');
        canvas.zoom('fit-viewport');
        for (const id of passed ? passed.split(',') : []) canvas.addMarker(id, 'wf-passed');
        for (const id of rejected ? rejected.split(',') : []) canvas.addMarker(id, 'wf-rejected');
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
  }, [shown, currentNodeId, passed, rejected]);

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
