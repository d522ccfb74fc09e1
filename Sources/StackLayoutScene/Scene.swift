// The scene loader: reads SCENE-FORMAT.md version 1 JSON into a laid-out window.
