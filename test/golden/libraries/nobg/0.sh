# nobg needs torch and torchvision: install the build that matches your hardware first
pip install nobg
