/** The multipart body of a ticket reply (`ticket_id`, `message`, `image` per file), on either channel. */
export function replyFormData(ticketId: number, message: string, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('ticket_id', String(ticketId));
  form.append('message', message);
  for (const file of files) form.append('image', file, file.name);
  return form;
}
