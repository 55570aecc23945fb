import {
  chatListAnswer,
  chatMessagesQuery,
  chatReadAnswer,
  chatThreadAnswer,
  markChatReadInput,
  pageQuery,
  sendMessageInput,
  sentMessageAnswer,
  startChatAnswer,
  startChatInput,
  unreadMessagesAnswer,
} from '@kodesha/domain';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toChatThreadView, toChatView, toMessageView } from './chat.dto.js';
import type { ChatsService } from './chats.service.js';

/** Chat (rules §5): start or reuse, list, read a thread, send, mark read, count unread. */
export function chatRoutes(app: App, deps: { chats: ChatsService; hooks: AuthHooks }): void {
  const { chats, hooks } = deps;

  app.post(
    '/chats',
    {
      onRequest: hooks.authenticate,
      config: { rateLimit: 'chatMessage' },
      schema: {
        tags: ['chat'],
        summary:
          'Open the chat with the owner of a car or a driver (or reuse the one these two have), with an optional first message',
        body: startChatInput,
        // 404: the car or driver is hidden or gone.
        response: {
          200: startChatAnswer,
          201: startChatAnswer,
          ...errorAnswers(401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const started = await chats.startChat(viewer, request.body);
      return reply.status(started.created ? 201 : 200).send({
        data: toChatView(started.details, viewer.id),
        new_message: started.newMessage ? toMessageView(started.newMessage) : null,
      });
    },
  );

  // rules §5.1 lists chats at three paths: /chats, /my-chats and the owner's /owner/messages.
  for (const url of ['/chats', '/my-chats', '/owner/messages'])
    app.get(
      url,
      {
        onRequest: url === '/owner/messages' ? hooks.requireRole('owner') : hooks.authenticate,
        schema: {
          tags: ['chat'],
          summary: "The caller's chats, newest activity first, with preview and unread count",
          querystring: pageQuery,
          response: { 200: chatListAnswer, ...errorAnswers(401, 403, 422) },
        },
      },
      async (request) => {
        const viewer = currentUser(request);
        const page = await chats.listChats(viewer, request.query);
        return { ...page, data: page.data.map((details) => toChatView(details, viewer.id)) };
      },
    );

  app.get(
    '/chats/:id',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['chat'],
        summary: 'A chat and a page of its messages, newest first (`before` pages back)',
        params: idParams,
        querystring: chatMessagesQuery,
        response: { 200: chatThreadAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const thread = await chats.getThread(viewer, request.params.id, request.query);
      return { data: toChatThreadView(thread, viewer.id) };
    },
  );

  app.post(
    '/messages',
    {
      onRequest: hooks.authenticate,
      config: { rateLimit: 'chatMessage' },
      schema: {
        tags: ['chat'],
        summary: 'Send a message in a chat the caller takes part in',
        body: sendMessageInput,
        response: { 201: sentMessageAnswer, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const message = await chats.sendMessage(currentUser(request), request.body);
      return reply.status(201).send({ data: toMessageView(message) });
    },
  );

  app.post(
    '/messages/mark-as-read',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['chat'],
        summary: 'Mark what the other person sent in a chat as read',
        body: markChatReadInput,
        response: { 200: chatReadAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await chats.markRead(currentUser(request), request.body.chat_id),
    }),
  );

  app.get(
    '/unread-messages-count',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['chat'],
        summary: 'How many messages sent to the caller are unread: `count` (`data.count` too)',
        response: { 200: unreadMessagesAnswer, ...errorAnswers(401, 403) },
      },
    },
    // rules §5.5: the older product's `{ count }`; `data` beside it is the one-record envelope.
    async (request) => {
      const count = await chats.unreadCount(currentUser(request));
      return { count, data: { count } };
    },
  );
}
