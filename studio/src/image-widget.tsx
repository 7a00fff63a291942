// A brand image (logo, favicon): what the manifest names now, shown as the site shows it, and a
// file picker that sends a new one to the studio server. The server checks it (its real type, its
// budget) and answers the path the draft then names; the save writes that path like any change.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { Refused, uploadImage } from './api.ts';
import { msg } from './messages.ts';
import type { ImageRole } from './protocol.ts';

interface ImageContext {
  code?: string;
}

const ACCEPT: Record<ImageRole, string> = {
  logo: 'image/png,image/jpeg,image/webp,image/avif,image/gif',
  favicon: 'image/png,image/x-icon,image/vnd.microsoft.icon',
};

const fileUrl = (code: string, rel: string) =>
  `/tenant-files/${encodeURIComponent(code)}/${rel.split('/').map(encodeURIComponent).join('/')}`;

export function ImageWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly, options, registry } = props;
  const role = (options.role === 'favicon' ? 'favicon' : 'logo') satisfies ImageRole;
  const code = (registry.formContext as ImageContext | undefined)?.code ?? '';
  const rel = typeof value === 'string' ? value : '';
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  const send = async (file: File) => {
    setState({ busy: true, error: null });
    try {
      const answer = await uploadImage(code, role, file);
      onChange(answer.path);
      setState({ busy: false, error: null });
    } catch (e) {
      setState({
        busy: false,
        error: e instanceof Refused ? e.refusal.error : msg.imageFailed(String(e)),
      });
    }
  };

  return (
    <div className="image-field">
      {rel && code && (
        <img src={fileUrl(code, rel)} alt={msg.imageCurrent(label)} className="image-field__now" />
      )}
      <input
        id={id}
        type="text"
        value={rel}
        spellCheck={false}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <label className="image-field__pick">
        {state.busy ? msg.imageSending : msg.imagePick}
        <input
          type="file"
          accept={ACCEPT[role]}
          disabled={disabled || readonly || state.busy || !code}
          aria-describedby={`${id}-image-error`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {state.error && (
        <span id={`${id}-image-error`} role="alert" className="field-error">
          {state.error}
        </span>
      )}
    </div>
  );
}
