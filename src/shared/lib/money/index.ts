export { type ParsedYuan, parseYuan } from './parse-yuan';
