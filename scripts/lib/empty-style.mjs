// What a stylesheet import (`import './x.css'`) is in Jest: nothing. Vite bundles the real file.
export {};
