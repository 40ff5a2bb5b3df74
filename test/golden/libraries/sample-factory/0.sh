# pip install sample-factory
python -m sample_factory.huggingface.load_from_hub -r 'andrewzhang505/sample-factory-2-doom-battle' -d ./train_dir
