# pip install git+https://github.com/apple/ml-depth-pro
# The library reads its checkpoint from ./checkpoints/depth_pro.pt
hf download 'apple/DepthPro' --local-dir checkpoints
