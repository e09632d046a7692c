// The gallery shows every Mantine component, so it loads Mantine's whole stylesheet; the production
// app loads only what it uses (src/app/mantine-styles.ts). Development builds only.
import '@mantine/core/styles.layer.css';
