import { ActionIcon, Button, Group, Modal, SegmentedControl, Stack, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset, IconMaximize } from '@tabler/icons-react';
import { useState } from 'react';
import { ReactCompareSlider, ReactCompareSliderImage } from 'react-compare-slider';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { ResultImage } from '../ai-jobs/ResultImage';
import classes from './ResultViewer.module.css';

export interface ResultViewerProps {
  /** The result shown (the latest refinement or the one picked in the history). */
  src: string;
  /** Made by the offline engine: labelled "Offline preview". */
  offline: boolean;
  /** The person photo the try-on started from, for the before/after slider (none: no slider). */
  beforeUrl?: string | null;
}

type View = 'result' | 'compare';

/**
 * The try-on result as people of this kind of product expect to look at it: the image, a before/after
 * slider against the person photo it started from (drag or arrow keys), and a zoom view that pans and
 * pinches (buttons for zoom in, out and reset too).
 */
export function ResultViewer({ src, offline, beforeUrl = null }: ResultViewerProps) {
  const [view, setView] = useState<View>('result');
  const [zooming, setZooming] = useState(false);
  const comparing = view === 'compare' && beforeUrl !== null;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {beforeUrl ? (
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'result', label: 'Result' },
              { value: 'compare', label: 'Before / After' },
            ]}
            aria-label="Result view"
          />
        ) : (
          <span />
        )}
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconMaximize size={14} aria-hidden />}
          onClick={() => setZooming(true)}
        >
          Zoom
        </Button>
      </Group>

      {comparing ? (
        <div className={classes.compare} data-testid="result-compare">
          <ReactCompareSlider
            itemOne={<ReactCompareSliderImage src={beforeUrl} alt="Before: the person photo" />}
            itemTwo={<ReactCompareSliderImage src={src} alt="After: the try-on result" />}
            className={classes.slider}
          />
        </div>
      ) : (
        <ResultImage src={src} alt="Try-on result" offline={offline} testId="tryon-result-image" />
      )}

      <Modal opened={zooming} onClose={() => setZooming(false)} title="Try-on result" size="xl" centered>
        <TransformWrapper minScale={1} maxScale={6} doubleClick={{ mode: 'toggle', step: 1.5 }}>
          {({ zoomIn, zoomOut, resetTransform }) => (
            <Stack gap="xs">
              <Group gap={4} justify="center">
                <Tooltip label="Zoom in">
                  <ActionIcon variant="light" aria-label="Zoom in" onClick={() => zoomIn()}>
                    <IconZoomIn size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Zoom out">
                  <ActionIcon variant="light" aria-label="Zoom out" onClick={() => zoomOut()}>
                    <IconZoomOut size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Reset zoom">
                  <ActionIcon variant="light" aria-label="Reset zoom" onClick={() => resetTransform()}>
                    <IconZoomReset size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <TransformComponent wrapperClass={classes.zoomFrame} contentClass={classes.zoomContent}>
                <img src={src} alt="Try-on result, zoomable" className={classes.zoomImage} />
              </TransformComponent>
            </Stack>
          )}
        </TransformWrapper>
      </Modal>
    </Stack>
  );
}
