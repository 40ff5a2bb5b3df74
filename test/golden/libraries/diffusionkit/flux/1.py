from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(
    model_version="argmaxinc/mlx-FLUX.1-schnell",
    low_memory_mode=True,
    a16=True,
    w16=True,
)

HEIGHT = 512
WIDTH = 512
image, _ = pipeline.generate_image(
    "a red fox in fresh snow, morning light",
    cfg_weight=0,
    num_steps=4,
    latent_size=(HEIGHT // 8, WIDTH // 8),
)
image.save("image.png")
