import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface NameSearchProps {
  label: string;
  value: string;
  onSearch: (name: string) => void;
}

/** A search box that asks the server once typing pauses (and at once on Enter). */
export function NameSearch({ label, value, onSearch }: NameSearchProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, 350);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      maxLength={100}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text);
        }
      }}
      maw={360}
      mb="md"
    />
  );
}
