import {useState} from 'react';
import {html} from 'react-strict-dom';

const zones = {
  Europe: ['Europe/Berlin', 'Europe/Lisbon'],
  Americas: ['America/New_York', 'America/Sao_Paulo'],
};

// A web-only control: on native, select, optgroup and option render plain
// containers and text, so ship a native picker in a .native.tsx file.
export function TimezonePicker() {
  const [zone, setZone] = useState('Europe/Berlin');
  return (
    <html.select aria-label="Time zone" onChange={(event: {target: {value: string}}) => setZone(event.target.value)} value={zone}>
      {Object.entries(zones).map(([region, names]) => (
        <html.optgroup key={region} label={region}>
          {names.map((name) => (
            <html.option key={name} label={name.replace('_', ' ')} value={name}>
              {name.replace('_', ' ')}
            </html.option>
          ))}
        </html.optgroup>
      ))}
    </html.select>
  );
}
