from diffusionkit.mlx import DiffusionPipeline

pipeline = DiffusionPipeline(
    shift=3.0,
    use_t5=False,
    model_version="argmaxinc/mlx-stable-diffusion-3-medium",
    low_memory_mode=True,
    a16=True,
    w16=True,
)

HEIGHT = 512
WIDTH = 512
image, _ = pipeline.generate_image(
    "a red fox in fresh snow, morning light",
    cfg_weight=5,
    num_steps=50,
    latent_size=(HEIGHT // 8, WIDTH // 8),
)
image.save("image.png")
