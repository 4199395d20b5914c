/** The notice module's public entry: sending messages is the one call other modules make (docs/notice-files-realtime.md). */
export { sendMessage, sendMessages, type SendMessageInput, type SentMessages } from './msg.service.js';
