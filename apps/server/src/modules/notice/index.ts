/** The notice module's public entry for other modules: sending messages in the caller's transaction (docs/notice-files-realtime.md). */
export { sendMessage, sendMessages, type MessageRecipients, type SendMessageInput, type SentMessages } from './msg.service.js';
