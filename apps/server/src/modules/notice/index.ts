/* Public entry of the notice module for other modules: sending messages in the caller's transaction. */
export { sendMessage, sendMessages, type MessageRecipients, type SendMessageInput, type SentMessages } from './msg.service.js';
