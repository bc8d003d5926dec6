/** An API answer as tests read it: the status, headers, the body as text, and as JSON when it is JSON. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
}

export async function readAnswer(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
