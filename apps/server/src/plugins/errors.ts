import {
  DomainError,
  domainErrors,
  fieldErrorCodeOf,
  joinFieldMessages,
  languageOfAcceptLanguage,
  messagesIn,
  translateMessage,
  type DomainErrorCode,
  type DomainErrorKind,
  type ErrorAnswer,
  type Language,
  type MessageKey,
} from '@kodesha/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const statusByKind: Record<DomainErrorKind, number> = {
  malformed: 400,
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unexpected: 500,
  unavailable: 503,
};

type FieldErrors = Record<string, string[]>;

/**
 * The language an API client asked for with `Accept-Language` (rules §9.15): French or
 * Kinyarwanda when it names one, else English.
 */
export const languageOfRequest = (request: FastifyRequest): Language =>
  languageOfAcceptLanguage(request.headers['accept-language']) ?? 'en';

/**
 * Every error answer, as the domain's contract declares it (record 29): a stable `code`
 * (a domain error code) beside the `message`, in the language the client asked for
 * (rules §9.15); on 422, `errors` and `error_codes`, so a screen translates each by its code.
 */
export type ErrorBody = ErrorAnswer;

/** Each field message's code: `invalid.<MessageKey>` for ours, `request.invalid` for any other. */
const codesOf = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [field, texts.map(fieldErrorCodeOf)]),
  );

/** A code's message in a language. */
function messageOf(code: DomainErrorCode, language: Language): string {
  const entry: { message: MessageKey } = domainErrors[code];
  return messagesIn(language)[entry.message];
}

/** The answer for a generic failure, by its code: the status of its kind, its message. */
function answer(reply: FastifyReply, code: DomainErrorCode) {
  const body: ErrorBody = { code, message: messageOf(code, languageOfRequest(reply.request)) };
  return reply.status(statusByKind[domainErrors[code].kind]).send(body);
}

function fieldErrorsOf(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    (errors[field] ??= []).push(issue.message ?? messagesIn('en').invalidInput);
  }
  return errors;
}

/** rules §9.10: a 422's message joins its fields' distinct messages into one sentence. */
function joinFieldErrors(errors: FieldErrors, language: Language = 'en'): string {
  return joinFieldMessages(Object.values(errors).flat()) || messagesIn(language).invalidInput;
}

/**
 * Input a route validates itself (a multipart body, which Fastify's schema cannot see)
 * fails with the same 422 shape as a schema-checked body.
 */
export class InvalidInputError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(joinFieldErrors(errors));
    this.name = 'InvalidInputError';
  }
}

/** Parses with a domain schema, or throws {@link InvalidInputError} with the fields at fault. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.filter((part) => typeof part !== 'number').join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw new InvalidInputError(errors);
}

/**
 * What an unexpected error may write to the log: its kind, codes and the database's own
 * words, never the failing query's parameters (Drizzle puts them in its message, and they
 * can hold a password hash or a phone number).
 */
export function loggable(error: FastifyError): Record<string, unknown> {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const isQueryError =
    error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query');
  return {
    type: error.name,
    code: error.code ?? cause?.code,
    message: isQueryError ? 'database query failed' : error.message,
    cause: typeof cause?.message === 'string' ? cause.message : undefined,
    // Only the frames: the message heading the stack can span lines (Drizzle's does).
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/**
 * The one place that turns a failure into a response. Domain errors carry their own
 * status and message; anything unexpected is logged (see `loggable`) and answered generically.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may have set another type (an image) before failing; errors are always JSON.
    reply.type('application/json; charset=utf-8');
    if (error instanceof DomainError) {
      const status = statusByKind[error.kind];
      const body: ErrorBody = {
        code: error.code,
        message: messageOf(error.code, languageOfRequest(request)),
      };
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', error.retryAfterSeconds);
      if (status === 422) {
        const field = error.field ?? 'body';
        body.errors = { [field]: [body.message] };
        body.error_codes = { [field]: [error.code] };
      }
      return reply.status(status).send(body);
    }
    if (error instanceof InvalidInputError) {
      return reply.status(422).send(invalidBody(error.errors, languageOfRequest(request)));
    }
    // An id that is not a number names nothing: 404, like any other missing resource.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return answer(reply, 'request.notFound');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(422)
        .send(invalidBody(fieldErrorsOf(error.validation), languageOfRequest(request)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return answer(reply, 'request.malformed');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(reply, 'request.tooLarge');
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
        return answer(reply, 'image.tooLarge');
    }
    if (error.statusCode === 429) return answer(reply, 'request.rateLimited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return answer(reply, 'request.malformed');
    }
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return answer(reply, 'server.unexpected');
  });
}

/**
 * A 422 from field errors (in English, as the schemas word them): their joined message
 * and each field's messages in the client's language, and one code per message.
 */
function invalidBody(errors: FieldErrors, language: Language): ErrorBody {
  const said = Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [
      field,
      texts.map((text) => translateMessage(text, language)),
    ]),
  );
  return {
    code: 'request.invalid',
    message: joinFieldErrors(said, language),
    errors: said,
    error_codes: codesOf(errors),
  };
}

/**
 * rules §9.15: an answer's `message` that is one of ours (a ticket's or GPS request's
 * "updated successfully", say) goes out in the client's language. Error answers are already
 * in it (above).
 */
export function answerInTheClientsLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    // Most answers carry no message: the header is read only for those that do.
    if (reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown };
    if (typeof body.message !== 'string') return payload;
    const language = languageOfRequest(request);
    return language === 'en'
      ? payload
      : { ...body, message: translateMessage(body.message, language) };
  });
}

/**
 * Unknown paths under `app` (the API's prefix) answer 404 through the error handler, like
 * any missing resource, rather than with a body built elsewhere.
 */
export function answerUnknownPaths(app: FastifyInstance): void {
  app.setNotFoundHandler(async () => {
    throw new DomainError('request.notFound');
  });
}
