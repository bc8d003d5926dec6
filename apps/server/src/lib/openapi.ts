import { OpenAPIHono, z as openapiZ } from '@hono/zod-openapi';
import { ZErrorResponse } from '@acclaim/contracts';
import type { z } from 'zod';
import type { AppBindings } from './context';
import { AppError } from './errors';

/** Turns a zod failure into the 400 the web shows next to each field. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', { message: first, fields });
}

/** A router whose request schemas feed both validation and the OpenAPI document. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as z.ZodError);
    },
  });
}

/** A required JSON request body of `schema`. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: jsonContent(schema) });

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The failures every route may answer with, documented once. */
export const errorResponses = {
  400: jsonResponse(ZErrorResponse, 'The request is not valid'),
  401: jsonResponse(ZErrorResponse, 'Not signed in, or wrong credentials'),
  429: jsonResponse(ZErrorResponse, 'Too many attempts'),
} as const;

/** The path parameter of every route under /cases/{caseId}. */
export const caseParams = openapiZ.object({ caseId: openapiZ.string() });

/**
 * The 404 of a route inside a case: the same answer whether the thing does not exist or belongs to someone else, so
 * ids cannot be probed.
 */
export const notFoundForAccount = { 404: jsonResponse(ZErrorResponse, 'Not found for this account') } as const;
